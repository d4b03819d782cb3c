import { Box } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TDayCard } from "../../../shared/contract";
import { getFloorMap } from "../../../shared/contract";
import { callApi } from "../../api/client";

/** The floor plan of the meeting's sub-event, small, with a dot where its place is (nothing when unpinned). */
export function FloorPin({ card }: { card: TDayCard }) {
  const { t } = useTranslation();
  const pinned = card.place?.x != null && card.place.y != null;
  const map = useQuery({
    queryKey: ["floorMap", card.subEventId],
    queryFn: () => callApi(getFloorMap, { params: { id: card.subEventId } }),
    enabled: pinned,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const plan = map.data?.plan;
  if (!pinned || !plan || !card.place) return null;
  return (
    <Box
      role="img"
      aria-label={t("day.place.onPlan", { place: card.place.name })}
      sx={{
        position: "relative",
        width: "100%",
        maxWidth: 420,
        aspectRatio: `${plan.width} / ${plan.height}`,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "grey.100",
      }}
    >
      <Box
        component="img"
        src={plan.image.filePath}
        alt=""
        sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
      />
      <Box
        data-testid="day-pin"
        sx={{
          position: "absolute",
          left: `${(card.place.x ?? 0) * 100}%`,
          top: `${(card.place.y ?? 0) * 100}%`,
          width: 18,
          height: 18,
          transform: "translate(-50%, -50%)",
          borderRadius: "50%",
          bgcolor: "error.main",
          border: 3,
          borderColor: "common.white",
          boxShadow: 3,
        }}
      />
    </Box>
  );
}
