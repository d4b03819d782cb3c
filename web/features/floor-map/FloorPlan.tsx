import { Box, ButtonBase, Typography } from "@mui/material";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TBooth, TFloorMap } from "../../../shared/contract";

/**
 * The floor plan with its booth markers (buttons at fractions of the plan). `highlighted` booths stand out
 * (search matches); `onPlace` (host) receives the fractions of a click on the plan itself.
 */
export function FloorPlan({
  plan,
  booths,
  selected,
  highlighted,
  onSelect,
  onPlace,
}: {
  plan: NonNullable<TFloorMap["plan"]>;
  booths: TBooth[];
  selected?: number;
  highlighted?: Set<number>;
  onSelect: (booth: TBooth) => void;
  onPlace?: (x: number, y: number) => void;
}) {
  const { t } = useTranslation();
  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (!onPlace || e.target !== e.currentTarget.querySelector("img")) return;
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
    onPlace(clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height));
  };
  return (
    <Box
      onClick={place}
      sx={{
        position: "relative",
        width: "100%",
        aspectRatio: `${plan.width} / ${plan.height}`,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "grey.100",
        cursor: onPlace ? "crosshair" : "default",
      }}
    >
      <Box
        component="img"
        src={plan.image.filePath}
        alt={t("floorMap.planAlt")}
        sx={{
          position: "absolute",
          inset: 0,
          width: "100%",
          height: "100%",
          objectFit: "contain",
          userSelect: "none",
        }}
        draggable={false}
      />
      {booths.map((b) => {
        const active = b.id === selected;
        const hit = highlighted?.has(b.id);
        return (
          <ButtonBase
            key={b.id}
            onClick={(e) => {
              e.stopPropagation();
              onSelect(b);
            }}
            aria-label={
              b.companyName
                ? t("floorMap.boothOf", { label: b.label, company: b.companyName })
                : t("floorMap.booth", { label: b.label })
            }
            aria-pressed={active}
            data-booth={b.label}
            sx={{
              position: "absolute",
              left: `${b.x * 100}%`,
              top: `${b.y * 100}%`,
              transform: "translate(-50%, -50%)",
              minWidth: 32,
              height: 28,
              px: 0.75,
              borderRadius: 1,
              border: 2,
              borderColor: active ? "error.main" : hit ? "warning.main" : "primary.dark",
              bgcolor: active
                ? "error.main"
                : hit
                  ? "warning.light"
                  : b.applicationId
                    ? "primary.main"
                    : "grey.600",
              color: active || !hit ? "common.white" : "common.black",
              boxShadow: active || hit ? 4 : 1,
              zIndex: active ? 3 : hit ? 2 : 1,
              "&:focus-visible": { outline: "3px solid", outlineColor: "warning.main", outlineOffset: 2 },
            }}
          >
            <Typography component="span" variant="caption" sx={{ fontWeight: 700, lineHeight: 1 }}>
              {b.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
