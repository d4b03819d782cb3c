import { Autocomplete, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { STATUS_FILTERS, type StatusFilter } from "../../../shared/meetings/status";

/** The schedule's status filter, plus the two history lists (rejected, cancelled). */
export type ScheduleFilter = StatusFilter | "rejected" | "cancelled";

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.("timeZone") ?? ["Asia/Seoul", "UTC"];
}

/** The schedule's toolbar: status filter, week date, viewer time zone and marking one time across all days. */
export function ScheduleToolbar(props: {
  filter: ScheduleFilter;
  onFilter: (filter: ScheduleFilter) => void;
  start: string;
  onStart: (date: string) => void;
  startDate: string;
  endDate: string;
  viewerZone: string;
  venueZone: string;
  onZone: (zone: string) => void;
  times: string[];
  time: string;
  onTime: (time: string) => void;
  bulkDisabled: boolean;
  onBulk: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { time, viewerZone, venueZone } = props;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2, flexWrap: "wrap" }}>
      <TextField
        select
        size="small"
        label={t("meetings.filterLabel")}
        value={props.filter}
        onChange={(e) => props.onFilter(e.target.value as ScheduleFilter)}
        sx={{ minWidth: 180 }}
      >
        {[...STATUS_FILTERS, "rejected", "cancelled"].map((f) => (
          <MenuItem key={f} value={f}>
            {t(`meetings.filter.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t("meetings.date")}
        value={props.start}
        onChange={(e) => e.target.value && props.onStart(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.startDate, max: props.endDate } }}
      />
      <Autocomplete
        size="small"
        options={zones()}
        value={viewerZone}
        disableClearable
        onChange={(_, z) => props.onZone(z)}
        sx={{ minWidth: 240 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("meetings.timeZone")}
            helperText={`${t("meetings.venueZone")}: ${venueZone}`}
          />
        )}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: "flex-start" }}>
        <TextField
          select
          size="small"
          label={t("meetings.timeAcrossDays")}
          value={time}
          onChange={(e) => props.onTime(e.target.value)}
          sx={{ minWidth: 110 }}
        >
          {props.times.map((x) => (
            <MenuItem key={x} value={x}>
              {x}
            </MenuItem>
          ))}
        </TextField>
        <Button disabled={!time || props.bulkDisabled} onClick={() => props.onBulk(true)}>
          {t("meetings.markTime")}
        </Button>
        <Button disabled={!time || props.bulkDisabled} onClick={() => props.onBulk(false)}>
          {t("meetings.unmarkTime")}
        </Button>
      </Stack>
    </Stack>
  );
}
