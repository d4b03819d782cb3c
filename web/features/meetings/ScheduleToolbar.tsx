import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  Autocomplete,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useState } from "react";
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
  // on a phone the status and date share a row, and the time zone and bulk marks fold away so that the
  // schedule itself starts near the top
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  const [more, setMore] = useState(false);
  const full = { gridColumn: "1 / -1" };
  return (
    <Box
      sx={{
        display: { xs: "grid", sm: "flex" },
        gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
        gap: 2,
        mb: 2,
        flexWrap: "wrap",
        alignItems: { xs: "stretch", sm: "flex-start" },
      }}
    >
      <TextField
        select
        size="small"
        label={t("meetings.filterLabel")}
        value={props.filter}
        onChange={(e) => props.onFilter(e.target.value as ScheduleFilter)}
        sx={{ minWidth: { sm: 180 } }}
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
      {phone && (
        <Button
          sx={full}
          variant="text"
          aria-expanded={more}
          aria-controls="schedule-more"
          endIcon={more ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setMore(!more)}
        >
          {t(more ? "meetings.fewerOptions" : "meetings.moreOptions")}
        </Button>
      )}
      {(!phone || more) && (
        <Box id="schedule-more" sx={{ display: "contents" }}>
          <Autocomplete
            size="small"
            options={zones()}
            value={viewerZone}
            disableClearable
            onChange={(_, z) => props.onZone(z)}
            sx={{ minWidth: { sm: 240 }, ...(phone ? full : {}) }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("meetings.timeZone")}
                helperText={`${t("meetings.venueZone")}: ${venueZone}`}
              />
            )}
          />
          <Stack
            role="group"
            aria-label={t("meetings.timeAcrossDays")}
            direction="row"
            sx={{
              gap: 1,
              alignItems: "center",
              flexWrap: { xs: "wrap", sm: "nowrap" },
              ...(phone ? full : {}),
            }}
          >
            <TextField
              select
              size="small"
              label={t("meetings.timeAcrossDays")}
              value={time}
              onChange={(e) => props.onTime(e.target.value)}
              sx={{ minWidth: 110, flex: { xs: "1 0 100%", sm: "0 0 auto" } }}
            >
              {props.times.map((x) => (
                <MenuItem key={x} value={x}>
                  {x}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              sx={{ flex: { xs: "1 1 0", sm: "0 0 auto" } }}
              disabled={!time || props.bulkDisabled}
              onClick={() => props.onBulk(true)}
            >
              {t("meetings.markTime")}
            </Button>
            <Button
              variant="outlined"
              sx={{ flex: { xs: "1 1 0", sm: "0 0 auto" } }}
              disabled={!time || props.bulkDisabled}
              onClick={() => props.onBulk(false)}
            >
              {t("meetings.unmarkTime")}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
