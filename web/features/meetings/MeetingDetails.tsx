import { Alert, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TMeeting } from "../../../shared/contract";

/** The facts of one meeting in the slot dialog: counterpart (a link to its company page), mode, link or place, expiry and reason. */
export function MeetingDetails({
  meeting,
  applicationId,
  viewerZone,
}: {
  meeting: TMeeting;
  applicationId: number;
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const mine = meeting.applicant === applicationId;
  // the counterpart's company page (a mark has none); offline, that is where to find them (checklist 7.26)
  const counterpart = mine ? meeting.acceptor : meeting.applicant;
  const counterpartName = mine ? meeting.acceptorName : meeting.applicantName;
  return (
    <Stack sx={{ gap: 0.5, mb: 1 }}>
      <Typography>
        <strong>{t("meetings.with")}:</strong>{" "}
        {counterpart ? (
          <Link component={RouterLink} to={`/subEvent/${meeting.subEventId}/attendeeList/${counterpart}`}>
            {counterpartName}
          </Link>
        ) : (
          counterpartName
        )}
      </Typography>
      <Typography>
        <strong>{t("meetings.mode")}:</strong> {t(`meetings.${meeting.mode}`)}
      </Typography>
      {meeting.link && (
        <Typography>
          <strong>{t("meetings.link")}:</strong> <Link href={meeting.link}>{t("meetings.action.join")}</Link>
        </Typography>
      )}
      {meeting.place && (
        <Typography>
          <strong>{t("meetings.place")}:</strong> {meeting.place}
        </Typography>
      )}
      {meeting.arrangedByHost && <Typography color="text.secondary">{t("meetings.arranged")}</Typography>}
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
  );
}
