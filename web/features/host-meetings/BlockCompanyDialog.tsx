import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlockCompany } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";
import type { BoardSlot } from "./types";

/**
 * The organizer blocks one company's time (a host block of that company in one slot): nobody can book the
 * company then, and the company sees it as blocked by the organizer and cannot lift it.
 */
export function BlockCompanyDialog({
  subEventId,
  open,
  onClose,
  companies,
  slots,
}: {
  subEventId: number;
  open: boolean;
  onClose: () => void;
  companies: { applicationId: number; companyName: string }[];
  slots: BoardSlot[];
}) {
  const { t } = useTranslation();
  const block = useBlockCompany(subEventId);
  const [company, setCompany] = useState<number>();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const days = [...new Set(slots.map((s) => s.date))];
  const times = slots.filter((s) => s.date === date && !s.hostBlocked);
  const close = () => {
    setTime("");
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="block-company-title">
      <DialogTitle id="block-company-title">{t("hostMeetings.blockCompanyTitle")}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <DialogContentText>{t("hostMeetings.blockCompanyHelp")}</DialogContentText>
        <Autocomplete
          options={companies}
          getOptionLabel={(c) => c.companyName}
          onChange={(_, c) => setCompany(c?.applicationId)}
          renderInput={(params) => <TextField {...params} label={t("hostMeetings.company")} />}
        />
        <TextField
          select
          label={t("hostMeetings.day")}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setTime("");
          }}
        >
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("hostMeetings.time")}
          value={time}
          disabled={!date}
          onChange={(e) => setTime(e.target.value)}
        >
          {times.map((s) => (
            <MenuItem key={s.startsAt} value={s.startTime}>
              {s.startTime}–{s.endTime}
            </MenuItem>
          ))}
        </TextField>
        {date && times.length === 0 && <Alert severity="info">{t("hostMeetings.noOpenSlot")}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("hostMeetings.close")}</Button>
        <Button
          variant="contained"
          disabled={!company || !date || !time || block.isPending}
          onClick={() =>
            block
              .mutateAsync({ applicationId: company!, date, startTime: time })
              .then(() => {
                toast(t("hostMeetings.companyBlocked"), "success");
                close();
              })
              .catch(toastError)
          }
        >
          {t("hostMeetings.blockCompany")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
