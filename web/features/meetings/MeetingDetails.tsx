import { Alert, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TMeeting } from "../../../shared/contract";
import { zoneCity } from "../../../shared/meetings/display";
import { asLanguage, formatDateTime } from "../common/dates";
import { JoinVideoButton } from "../video-call/JoinVideoButton";
import { usePlaceText } from "./place";

/** The facts of one meeting in the slot dialog: counterpart (a link to its company page), mode, link or place, expiry and reason. */
export function MeetingDetails({
  meeting,
  applicationId,
  venueZone,
  viewerZone,
}: {
  meeting: TMeeting;
  applicationId: number;
  venueZone: string;
  viewerZone: string;
}) {
  const { t, i18n } = useTranslation();
  const placeText = usePlaceText();
  const mine = meeting.applicant === applicationId;
  // on the venue's clock like the slot's time, named as such when the viewer's zone differs
  const expires = meeting.expiresAt
    ? formatDateTime(meeting.expiresAt, venueZone, asLanguage(i18n.language))
    : "";
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
        <JoinVideoButton meetingId={meeting.id} applicationId={applicationId} viewerZone={viewerZone} />
      )}
      {meeting.place && (
        <Typography>
          <strong>{t("meetings.place")}:</strong> {placeText(meeting)}
        </Typography>
      )}
      {meeting.arrangedByHost && <Typography color="text.secondary">{t("meetings.arranged")}</Typography>}
      {meeting.expiresAt && (
        <Typography color="text.secondary">
          {t("meetings.expiresAt")}:{" "}
          {viewerZone === venueZone
            ? expires
            : t("meetings.venueTime", { time: expires, city: zoneCity(venueZone) })}
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
