import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMeeting, TSlotView } from "../../../shared/contract";
import type { ReasonCode } from "../../../shared/meetings/status";
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
import { asLanguage, formatDate } from "../common/dates";
import { InterpreterNote } from "../meeting-languages/InterpreterNote";
import { MeetingDetails } from "./MeetingDetails";
import { ReasonPicker } from "./ReasonPicker";
import { TargetPicker } from "./TargetPicker";
import { TimeText } from "./TimeText";
import { WaitingRequestPicker } from "./WaitingRequestPicker";

interface Props {
  slot: TSlotView;
  subEventId: number;
  applicationId: number;
  venueZone: string;
  viewerZone: string;
  meeting: TMeeting | undefined;
  onClose: () => void;
  /** Told the confirmation of a change that succeeded (the page's status line for screen readers). */
  onDone?: (message: string) => void;
}

function useErrorText() {
  const { t } = useTranslation();
  return (e: unknown) => (e instanceof ApiError ? e.detail : t("common.serverError"));
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
  onDone,
}: Props) {
  const { t, i18n } = useTranslation();
  const day = formatDate(slot.date, asLanguage(i18n.language), "long");
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
  const search = useCompanySearch(subEventId, applicationId, company, {
    date: slot.date,
    startTime: slot.startTime,
  });
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
      const message = t(done, { date: day, time: slot.startTime });
      toast(message, "success");
      onDone?.(message);
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
        <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
          {day}
        </Typography>
        <TimeText slot={slot} venueZone={venueZone} viewerZone={viewerZone} />
      </DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {slot.label === "pendingAcceptance" && waitingList.length > 1 && (
          <Typography sx={{ mb: 1 }}>
            {t("meetings.requestsFrom", {
              count: waitingList.length,
              names: waitingList.map((m) => m.applicantName).join(", "),
            })}
          </Typography>
        )}
        {meeting &&
          (mode === "view" || mode === "cancel") &&
          slot.label !== "blockedByParticipant" &&
          !(slot.label === "pendingAcceptance" && waitingList.length > 1) && (
            <MeetingDetails
              meeting={meeting}
              applicationId={applicationId}
              venueZone={venueZone}
              viewerZone={viewerZone}
            />
          )}
        {slot.label === "blockedByHost" && <Typography>{t("meetings.hostBlockInfo")}</Typography>}
        {!slot.actionable && slot.label !== "blockedByHost" && mode === "apply" && (
          <Typography color="text.secondary">{t("meetings.meetingsOff")}</Typography>
        )}
        {mode === "apply" && free && (
          <TargetPicker
            typed={typed}
            onTyped={setTyped}
            onSearch={setCompany}
            onError={setError}
            list={list}
            loading={listLoading}
            chosen={chosen}
            onChoose={setChosen}
          />
        )}
        {mode === "apply" && free && (
          <InterpreterNote
            applicationId={applicationId}
            targetApplicationId={chosen}
            startsAt={slot.startsAt}
          />
        )}
        {slot.label === "pendingAcceptance" && mode !== "reject" && (
          <WaitingRequestPicker
            loading={waiting.isLoading}
            requests={waitingList}
            value={acceptTarget}
            onChoose={setChosen}
          />
        )}
        {slot.label === "pendingAcceptance" && mode !== "reject" && slot.actionable && (
          <InterpreterNote
            applicationId={applicationId}
            targetApplicationId={waitingList.find((m) => m.id === acceptTarget)?.applicant}
            startsAt={slot.startsAt}
          />
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
                  "meetings.alert.marked",
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
            onClick={() => run(() => lift.mutateAsync(slot.meetingId!), "meetings.alert.unmarked")}
          >
            {t("meetings.label.unblocking")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
