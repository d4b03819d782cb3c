import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMeeting, TSlotView } from "../../../shared/contract";
import { REASON_CODES, REASON_TEXT_MAX, type ReasonCode } from "../../../shared/meetings/status";
import { ApiError } from "../../api/client";
import {
  useAnswerMeeting,
  useCompanySearch,
  useLiftUnavailable,
  useMarkUnavailable,
  useRequestMeeting,
  useTargets,
  useWaitingRequests,
  useWithdrawMeeting,
} from "../../api/meetings";
import { toast } from "../../lib/toast";
import { Loading } from "../common/states";
import { TimeText } from "./TimeText";

interface Props {
  slot: TSlotView;
  subEventId: number;
  applicationId: number;
  venueZone: string;
  viewerZone: string;
  meeting: TMeeting | undefined;
  onClose: () => void;
}

function useErrorText() {
  const { t } = useTranslation();
  return (e: unknown) => (e instanceof ApiError ? e.detail : t("common.serverError"));
}

/** Reason A–D; D needs text (spec). */
function ReasonPicker(props: {
  code: ReasonCode | "";
  text: string;
  onCode: (c: ReasonCode) => void;
  onText: (t: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl sx={{ mt: 2, width: "100%" }}>
      <FormLabel id="reason-label">{t("meetings.reasonLabel")}</FormLabel>
      <RadioGroup
        aria-labelledby="reason-label"
        value={props.code}
        onChange={(e) => props.onCode(e.target.value as ReasonCode)}
      >
        {REASON_CODES.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            label={t(`meetings.reason.${code}`)}
          />
        ))}
      </RadioGroup>
      {props.code === "D" && (
        <TextField
          label={t("meetings.reasonText")}
          value={props.text}
          onChange={(e) => props.onText(e.target.value.slice(0, REASON_TEXT_MAX))}
          multiline
          minRows={2}
          required
          helperText={`${props.text.length}/${REASON_TEXT_MAX}`}
          autoFocus
        />
      )}
    </FormControl>
  );
}

/** The dialog of one slot: what can be done depends on its label. */
export function SlotDialog({
  slot,
  subEventId,
  applicationId,
  venueZone,
  viewerZone,
  meeting,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const [mode, setMode] = useState<"view" | "apply" | "reject" | "cancel">(
    slot.label === "empty" || slot.label === "rejected" || slot.label === "canceled" ? "apply" : "view",
  );
  const [chosen, setChosen] = useState<number>();
  const [typed, setTyped] = useState("");
  const [company, setCompany] = useState("");
  const [reason, setReason] = useState<ReasonCode | "">("");
  const [reasonText, setReasonText] = useState("");
  const request = useRequestMeeting();
  const answer = useAnswerMeeting();
  const withdraw = useWithdrawMeeting();
  const mark = useMarkUnavailable();
  const lift = useLiftUnavailable();
  const free =
    slot.actionable && (slot.label === "empty" || slot.label === "rejected" || slot.label === "canceled");
  const targets = useTargets(
    { subEventId, applicationId, date: slot.date, startTime: slot.startTime },
    free && mode === "apply" && !company,
  );
  const search = useCompanySearch(subEventId, applicationId, company);
  const waiting = useWaitingRequests(
    slot.label === "pendingAcceptance" ? slot.meetingId : null,
    applicationId,
  );
  const busy =
    request.isPending || answer.isPending || withdraw.isPending || mark.isPending || lift.isPending;

  const run = async (fn: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await fn();
      toast(t(done), "success");
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const needTarget = () => {
    setError(t("meetings.selectTarget"));
    return Promise.reject(new Error("no target"));
  };
  const reasonReady = () => {
    if (!reason || (reason === "D" && !reasonText.trim())) {
      setError(t("meetings.reasonRequired"));
      return false;
    }
    return true;
  };

  const list = company ? search.data : targets.data;
  const listLoading = company ? search.isLoading : targets.isLoading;
  const waitingList = waiting.data ?? [];
  const acceptTarget = chosen ?? (waitingList.length === 1 ? waitingList[0]!.id : undefined);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="slot-title">
      <DialogTitle id="slot-title">
        <Typography component="span" variant="h6" sx={{ display: "block" }}>
          {t(`meetings.label.${slot.label}`)}
        </Typography>
        <TimeText slot={slot} venueZone={venueZone} viewerZone={viewerZone} />
      </DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {meeting && (mode === "view" || mode === "cancel") && slot.label !== "blockedByParticipant" && (
          <Stack sx={{ gap: 0.5, mb: 1 }}>
            <Typography>
              <strong>{t("meetings.with")}:</strong>{" "}
              {meeting.applicant === applicationId ? meeting.acceptorName : meeting.applicantName}
            </Typography>
            <Typography>
              <strong>{t("meetings.mode")}:</strong> {t(`meetings.${meeting.mode}`)}
            </Typography>
            {meeting.link && (
              <Typography>
                <strong>{t("meetings.link")}:</strong>{" "}
                <Link href={meeting.link}>{t("meetings.action.join")}</Link>
              </Typography>
            )}
            {meeting.place && (
              <Typography>
                <strong>{t("meetings.place")}:</strong> {meeting.place}
              </Typography>
            )}
            {meeting.arrangedByHost && (
              <Typography color="text.secondary">{t("meetings.arranged")}</Typography>
            )}
            {meeting.expiresAt && (
              <Typography color="text.secondary">
                {t("meetings.expiresAt")}:{" "}
                {new Date(meeting.expiresAt).toLocaleString(undefined, { timeZone: viewerZone })}
              </Typography>
            )}
            {(meeting.status === "disagree" || meeting.status === "cancel" || meeting.status === "expired") &&
              meeting.reasonCode && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {t(`meetings.reason.${meeting.reasonCode}`)}
                  {meeting.reason ? `: ${meeting.reason}` : ""}
                </Alert>
              )}
          </Stack>
        )}
        {slot.label === "blockedByHost" && <Typography>{t("meetings.hostBlockInfo")}</Typography>}
        {!slot.actionable && slot.label !== "blockedByHost" && mode === "apply" && (
          <Typography color="text.secondary">{t("meetings.meetingsOff")}</Typography>
        )}
        {mode === "apply" && free && (
          <Box>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {t("meetings.chooseTarget")}
            </Typography>
            <TextField
              size="small"
              fullWidth
              label={t("meetings.searchCompany")}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  if (!typed.trim() && typed) setError(t("meetings.enterSearchTerm"));
                  setCompany(typed.trim());
                }
              }}
            />
            {listLoading ? (
              <Loading />
            ) : (list ?? []).length === 0 ? (
              <Typography sx={{ py: 2 }} color="text.secondary">
                {t("meetings.noTarget")}
              </Typography>
            ) : (
              <List dense aria-label={t("meetings.chooseTarget")} sx={{ maxHeight: 320, overflow: "auto" }}>
                {(list ?? []).map((target) => (
                  <ListItemButton
                    key={target.applicationId}
                    selected={chosen === target.applicationId}
                    onClick={() => setChosen(target.applicationId)}
                  >
                    <ListItemText
                      primary={target.companyName}
                      secondary={[target.managerName, target.category, t(`meetings.${target.attendeeType}`)]
                        .filter(Boolean)
                        .join(" · ")}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        )}
        {slot.label === "pendingAcceptance" && mode !== "reject" && (
          <Box>
            <Typography variant="subtitle1">{t("meetings.waitingRequests")}</Typography>
            {waiting.isLoading ? (
              <Loading />
            ) : (
              <RadioGroup value={acceptTarget ?? ""} onChange={(e) => setChosen(Number(e.target.value))}>
                {waitingList.map((m) => (
                  <FormControlLabel
                    key={m.id}
                    value={m.id}
                    control={<Radio />}
                    label={`${m.applicantName}${m.applicantManagerName ? ` (${m.applicantManagerName})` : ""}`}
                  />
                ))}
              </RadioGroup>
            )}
          </Box>
        )}
        {(mode === "reject" || mode === "cancel") && (
          <ReasonPicker code={reason} text={reasonText} onCode={setReason} onText={setReasonText} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{t("meetings.close")}</Button>
        {free && mode === "apply" && (
          <>
            <Button
              disabled={busy}
              onClick={() =>
                run(
                  () =>
                    mark.mutateAsync({
                      subEventId,
                      applicationId,
                      date: slot.date,
                      startTime: slot.startTime,
                    }),
                  "meetings.action.markUnavailable",
                )
              }
            >
              {t("meetings.action.markUnavailable")}
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                run(
                  () =>
                    chosen
                      ? request.mutateAsync({
                          subEventId,
                          applicant: applicationId,
                          acceptor: chosen,
                          date: slot.date,
                          startTime: slot.startTime,
                        })
                      : needTarget(),
                  "meetings.alert.request",
                )
              }
            >
              {t("meetings.action.apply")}
            </Button>
          </>
        )}
        {slot.label === "applying" && slot.actionable && meeting && (
          <Button
            color="warning"
            variant="outlined"
            disabled={busy}
            onClick={() => run(() => withdraw.mutateAsync(meeting.id), "meetings.alert.cancel")}
          >
            {t("meetings.action.cancelRequest")}
          </Button>
        )}
        {slot.label === "pendingAcceptance" &&
          slot.actionable &&
          (mode === "reject" ? (
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() =>
                acceptTarget
                  ? reasonReady() &&
                    run(
                      () =>
                        answer.mutateAsync({
                          subEventId,
                          acceptorId: applicationId,
                          meetingId: acceptTarget,
                          status: "disagree",
                          reasonCode: reason as ReasonCode,
                          reason: reasonText,
                        }),
                      "meetings.alert.reject",
                    )
                  : setError(t("meetings.selectTarget"))
              }
            >
              {t("meetings.action.reject")}
            </Button>
          ) : (
            <>
              <Button
                color="error"
                disabled={busy}
                onClick={() => (acceptTarget ? setMode("reject") : setError(t("meetings.selectTarget")))}
              >
                {t("meetings.action.reject")}
              </Button>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() =>
                  acceptTarget
                    ? run(
                        () =>
                          answer.mutateAsync({
                            subEventId,
                            acceptorId: applicationId,
                            meetingId: acceptTarget,
                            status: "agree",
                            meetingsId: waitingList.map((m) => m.id),
                          }),
                        "meetings.alert.agree",
                      )
                    : setError(t("meetings.selectTarget"))
                }
              >
                {t("meetings.action.accept")}
              </Button>
            </>
          ))}
        {slot.label === "confirmed" && slot.actionable && meeting && (
          <>
            {meeting.link && (
              <Button component="a" href={meeting.link} variant="contained">
                {t("meetings.action.join")}
              </Button>
            )}
            <Button
              color="error"
              variant={mode === "cancel" ? "contained" : "outlined"}
              disabled={busy}
              onClick={() =>
                mode !== "cancel"
                  ? setMode("cancel")
                  : reasonReady() &&
                    run(
                      () =>
                        answer.mutateAsync({
                          subEventId,
                          acceptorId: applicationId,
                          meetingId: meeting.id,
                          status: "disagree",
                          reasonCode: reason as ReasonCode,
                          reason: reasonText,
                        }),
                      "meetings.alert.cancel",
                    )
              }
            >
              {t("meetings.action.cancelMeeting")}
            </Button>
          </>
        )}
        {slot.label === "blockedByParticipant" && slot.actionable && slot.meetingId && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => run(() => lift.mutateAsync(slot.meetingId!), "meetings.label.unblocking")}
          >
            {t("meetings.label.unblocking")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
