import { Box, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TDayCard } from "../../../shared/contract";
import { StateChip } from "./StateChip";

/** The rest of the day (or what already ended): time, company, place and state, one row each. */
export function DayRows({ cards, testId }: { cards: TDayCard[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ m: 0, p: 0 }} data-testid={testId}>
      {cards.map((card) => (
        <Box
          component="li"
          key={card.meetingId}
          sx={{ listStyle: "none", py: 1.25, borderBottom: 1, borderColor: "divider" }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "baseline" }}>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums", minWidth: "3.2em" }}>
              {card.startTime}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {card.counterpart.company}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {[
                  card.counterpart.person,
                  card.mode === "online" ? t("day.online.label") : card.place?.name,
                  card.subEventName,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
            </Box>
            <StateChip state={card.state} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
