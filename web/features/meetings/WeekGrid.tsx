import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { Box, ButtonBase, IconButton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TSlotView } from "../../../shared/contract";
import { addDays } from "../../../shared/meetings/zoned-time";
import { LABEL_STYLE } from "./labels";
import { TimeText } from "./TimeText";

/** The schedule's weekly grid: week navigation, one column per day with its slot cards and day menu. */
export function WeekGrid({
  start,
  days,
  startDate,
  endDate,
  meetingAvailable,
  slotsByDate,
  venueZone,
  viewerZone,
  onWeekStart,
  onOpen,
  onDayMenu,
}: {
  start: string;
  days: string[];
  startDate: string;
  endDate: string;
  meetingAvailable: boolean;
  slotsByDate: Map<string, TSlotView[]>;
  venueZone: string;
  viewerZone: string;
  onWeekStart: (date: string) => void;
  onOpen: (slot: TSlotView) => void;
  onDayMenu: (menu: { anchor: HTMLElement; date: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1 }}>
        <IconButton
          aria-label={t("meetings.prevWeek")}
          onClick={() => onWeekStart(addDays(start, -7))}
          disabled={start <= startDate}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }}>
          {days[0]} – {days[6]}
        </Typography>
        <IconButton
          aria-label={t("meetings.nextWeek")}
          onClick={() => onWeekStart(addDays(start, 7))}
          disabled={days[6]! >= endDate}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ overflowX: "auto", pb: 1 }}>
        <Box
          role="grid"
          aria-label={t("meetings.title")}
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(7, minmax(150px, 1fr))",
            gap: 1,
            minWidth: 7 * 150,
          }}
        >
          {days.map((date) => {
            const inRange = date >= startDate && date <= endDate;
            const weekday = new Intl.DateTimeFormat(i18n.language, {
              weekday: "short",
              timeZone: "UTC",
            }).format(new Date(`${date}T12:00:00Z`));
            return (
              <Box key={date} role="row" sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
                <Stack
                  role="columnheader"
                  direction="row"
                  sx={{
                    alignItems: "center",
                    justifyContent: "space-between",
                    bgcolor: "grey.100",
                    borderRadius: 1,
                    px: 1,
                    py: 0.5,
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {date.slice(5)} ({weekday})
                  </Typography>
                  {inRange && meetingAvailable && (
                    <IconButton
                      size="small"
                      aria-label={t("meetings.dayMenu", { date })}
                      onClick={(e) => onDayMenu({ anchor: e.currentTarget, date })}
                    >
                      <MoreVertIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                {!inRange ? (
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
                    —
                  </Typography>
                ) : (
                  (slotsByDate.get(date) ?? []).map((slot) => {
                    const style = LABEL_STYLE[slot.label];
                    const label = t(`meetings.label.${slot.label}`);
                    return (
                      <ButtonBase
                        key={slot.startsAt}
                        role="gridcell"
                        onClick={() => onOpen(slot)}
                        aria-label={t("meetings.slotAria", { date, time: slot.startTime, label })}
                        sx={{
                          display: "block",
                          textAlign: "left",
                          p: 1,
                          borderRadius: 1,
                          border: 1,
                          borderColor: style.border,
                          bgcolor: style.bg,
                          color: style.fg,
                          opacity: slot.actionable || slot.label !== "empty" ? 1 : 0.7,
                          "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main" },
                        }}
                      >
                        <TimeText slot={slot} venueZone={venueZone} viewerZone={viewerZone} compact />
                        <Typography variant="caption" sx={{ display: "block", fontWeight: 700 }}>
                          {label}
                          {slot.waitingCount > 1 ? ` (${slot.waitingCount})` : ""}
                        </Typography>
                        {slot.counterpart && (
                          <Typography variant="caption" sx={{ display: "block", overflowWrap: "anywhere" }}>
                            {slot.counterpart}
                          </Typography>
                        )}
                      </ButtonBase>
                    );
                  })
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </>
  );
}
