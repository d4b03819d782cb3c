import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { Box, IconButton, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSlotView } from "../../../shared/contract";
import { addDays } from "../../../shared/meetings/zoned-time";
import { asLanguage, formatDate, formatMonthDay, weekdayName } from "../common/dates";
import { moveInGrid } from "./grid-keys";
import { SlotCard } from "./SlotCard";

interface Props {
  start: string;
  days: string[];
  startDate: string;
  endDate: string;
  meetingAvailable: boolean;
  slotsByDate: Map<string, TSlotView[]>;
  venueZone: string;
  viewerZone: string;
  /** The venue's today, the phone's first day when it is in the week. */
  today: string;
  onWeekStart: (date: string) => void;
  onOpen: (slot: TSlotView) => void;
  onDayMenu: (menu: { anchor: HTMLElement; date: string }) => void;
}

/**
 * The schedule: a week at a time from 1024 px (seven columns that always fit, days outside the sub-event
 * narrower), one day at a time below with a day picker (tabs: arrow keys, the selected day announced). The
 * slots form one ARIA grid with a single tab stop; arrow keys move between them (grid-keys.ts).
 */
export function WeekGrid(props: Props) {
  const { start, days, startDate, endDate, slotsByDate } = props;
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const wide = useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true });
  const grid = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<string>();
  const [active, setActive] = useState<string>();
  const inRange = (date: string) => date >= startDate && date <= endDate;
  const bookable = days.filter(inRange);
  const day =
    picked && bookable.includes(picked)
      ? picked
      : bookable.includes(props.today)
        ? props.today
        : (bookable[0] ?? days[0]!);
  const shown = wide ? days : [day];
  const visible = shown.flatMap((d) => (inRange(d) ? (slotsByDate.get(d) ?? []) : []));
  const current = visible.some((s) => s.startsAt === active) ? active : visible[0]?.startsAt;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1 }}>
        <IconButton
          aria-label={t("meetings.prevWeek")}
          onClick={() => props.onWeekStart(addDays(start, -7))}
          disabled={start <= startDate}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          {formatDate(days[0]!, language)} – {formatDate(days[6]!, language)}
        </Typography>
        <IconButton
          aria-label={t("meetings.nextWeek")}
          onClick={() => props.onWeekStart(addDays(start, 7))}
          disabled={days[6]! >= endDate}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {!wide && (
        <Tabs
          value={day}
          onChange={(_, value: string) => setPicked(value)}
          variant="fullWidth"
          aria-label={t("meetings.days")}
          sx={{ mb: 1, borderBottom: 1, borderColor: "divider", minHeight: 0 }}
        >
          {days.map((d) => (
            <Tab
              key={d}
              value={d}
              disabled={!inRange(d)}
              aria-label={formatDate(d, language, "long")}
              label={
                <Box component="span" sx={{ display: "block", lineHeight: 1.3 }}>
                  <Box component="span" sx={{ display: "block", fontSize: "0.75rem" }}>
                    {weekdayName(d, language)}
                  </Box>
                  {d.slice(5)}
                </Box>
              }
              sx={{ minWidth: 0, px: 0.25, py: 0.75, minHeight: 0 }}
            />
          ))}
        </Tabs>
      )}
      <Box
        ref={grid}
        role="grid"
        aria-label={t("meetings.title")}
        onKeyDown={(e) => {
          if (moveInGrid(e, grid.current)) e.preventDefault();
        }}
        sx={{
          display: "grid",
          // a week fits its container from 1024 px: no column has a minimum width to push it wider
          gridTemplateColumns: wide
            ? days.map((d) => (inRange(d) ? "minmax(0, 1fr)" : "minmax(0, 0.45fr)")).join(" ")
            : "minmax(0, 1fr)",
          gap: 1,
        }}
      >
        {shown.map((date) => (
          <DayColumn
            key={date}
            date={date}
            inRange={inRange(date)}
            wide={wide}
            slots={inRange(date) ? (slotsByDate.get(date) ?? []) : []}
            current={current}
            onFocus={(slot) => setActive(slot.startsAt)}
            {...props}
          />
        ))}
      </Box>
    </>
  );
}

function DayColumn({
  date,
  inRange,
  wide,
  slots,
  current,
  meetingAvailable,
  venueZone,
  viewerZone,
  onOpen,
  onDayMenu,
  onFocus,
}: Props & {
  date: string;
  inRange: boolean;
  wide: boolean;
  slots: TSlotView[];
  current: string | undefined;
  onFocus: (slot: TSlotView) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <Box role="row" data-day={date} sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
      <Stack
        role="columnheader"
        aria-label={formatDate(date, language, "long")}
        direction="row"
        sx={{
          alignItems: "center",
          justifyContent: "space-between",
          gap: 0.5,
          bgcolor: "grey.100",
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          minHeight: 40,
        }}
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: 700, lineHeight: 1.25, minWidth: 0 }}>
          {wide ? (
            <>
              <Box component="span" sx={{ display: "block", fontWeight: 400, fontSize: "0.75rem" }}>
                {weekdayName(date, language)}
              </Box>
              {date.slice(5)}
            </>
          ) : (
            formatMonthDay(date, language, "long")
          )}
        </Typography>
        {inRange && meetingAvailable && (
          <IconButton
            size="small"
            aria-label={t("meetings.dayMenu", { date })}
            onClick={(e) => onDayMenu({ anchor: e.currentTarget, date })}
            sx={{ p: 0.5 }}
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
        <Box
          sx={{
            display: "grid",
            gap: 1,
            // on a phone two cards a row (about 170 px each at 375 px), a week column holds one
            gridTemplateColumns: wide ? "minmax(0, 1fr)" : "repeat(auto-fill, minmax(150px, 1fr))",
          }}
        >
          {slots.map((slot) => (
            <SlotCard
              key={slot.startsAt}
              slot={slot}
              venueZone={venueZone}
              viewerZone={viewerZone}
              tabIndex={slot.startsAt === current ? 0 : -1}
              onOpen={onOpen}
              onFocus={onFocus}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
