import { MenuItem, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

export type BoardStatus = "all" | "waiting" | "agree" | "disagree" | "cancel" | "expired" | "impossible";
const STATUSES: BoardStatus[] = ["all", "waiting", "agree", "disagree", "cancel", "expired", "impossible"];

/** The meeting board's filters: day, status and company name (applied on Enter). */
export function BoardFilters(props: {
  days: string[];
  date: string;
  onDate: (date: string) => void;
  status: BoardStatus;
  onStatus: (status: BoardStatus) => void;
  typed: string;
  onTyped: (value: string) => void;
  onCompany: (company: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label={t("hostMeetings.day")}
        value={props.date}
        onChange={(e) => props.onDate(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t("hostMeetings.allDays")}</MenuItem>
        {props.days.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("hostMeetings.status")}
        value={props.status}
        onChange={(e) => props.onStatus(e.target.value as BoardStatus)}
        sx={{ minWidth: 160 }}
      >
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s === "all" ? t("meetings.filter.all") : t(`meetings.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t("hostMeetings.company")}
        value={props.typed}
        onChange={(e) => props.onTyped(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && props.onCompany(props.typed.trim())}
      />
    </Stack>
  );
}
