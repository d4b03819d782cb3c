import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { useArrange } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";
import type { BoardSlot } from "./types";

/** The pair, slot and place the organizer picks when arranging a meeting. */
export type ArrangePair = { a?: number; b?: number; slot?: string; place: string };

/** The organizer's dialog to arrange a meeting between two companies in a free slot. */
export function ArrangeDialog({
  subEventId,
  open,
  onClose,
  companies,
  slots,
  pair,
  setPair,
  hasPlaces = false,
}: {
  subEventId: number;
  /** The sub-event has places: an on-site meeting is given a free one (changed later on the board). */
  hasPlaces?: boolean;
  open: boolean;
  onClose: () => void;
  companies: { applicationId: number; companyName: string }[];
  slots: BoardSlot[];
  pair: ArrangePair;
  setPair: Dispatch<SetStateAction<ArrangePair>>;
}) {
  const { t } = useTranslation();
  const arrange = useArrange(subEventId);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="arrange-title">
      <DialogTitle id="arrange-title">{t("hostMeetings.arrangeTitle")}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        {(["a", "b"] as const).map((key) => (
          <Autocomplete
            key={key}
            options={companies}
            getOptionLabel={(c) => c.companyName}
            onChange={(_, c) => setPair((p) => ({ ...p, [key]: c?.applicationId }))}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t(key === "a" ? "hostMeetings.applicant" : "hostMeetings.acceptor")}
              />
            )}
          />
        ))}
        <TextField
          select
          label={t("hostMeetings.slot")}
          value={pair.slot ?? ""}
          onChange={(e) => setPair((p) => ({ ...p, slot: e.target.value }))}
        >
          {slots
            .filter((s) => !s.hostBlocked)
            .map((s) => (
              <MenuItem key={s.startsAt} value={`${s.date} ${s.startTime}`}>
                {s.date} {s.startTime}–{s.endTime}
              </MenuItem>
            ))}
        </TextField>
        {hasPlaces ? (
          <Typography color="text.secondary">{t("hostMeetings.placeGiven")}</Typography>
        ) : (
          <TextField
            label={t("hostMeetings.place")}
            value={pair.place}
            onChange={(e) => setPair((p) => ({ ...p, place: e.target.value.slice(0, 100) }))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("hostMeetings.close")}</Button>
        <Button
          variant="contained"
          disabled={!pair.a || !pair.b || !pair.slot || arrange.isPending}
          onClick={() => {
            const [d, time] = (pair.slot ?? "").split(" ");
            arrange
              .mutateAsync({
                applicantId: pair.a!,
                acceptorId: pair.b!,
                date: d!,
                startTime: time!,
                place: hasPlaces ? "" : pair.place,
              })
              .then(() => {
                toast(t("hostMeetings.arranged"), "success");
                onClose();
              })
              .catch(toastError);
          }}
        >
          {t("hostMeetings.arrange")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
