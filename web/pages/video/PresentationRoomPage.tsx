import { Alert, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../api/account";
import { ApiError } from "../../api/client";
import { fetchPresentationToken, usePresentationCheck } from "../../api/presentation";
import { useWebinar } from "../../api/webinars";
import { asLanguage, formatDateTime } from "../../features/common/dates";
import { Loading } from "../../features/common/states";
import { RefusalScreen } from "../../features/video-call/CallDialogs";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { useLeaveRoom } from "../../features/video-call/navigation";

/** A refused page load's words: the server's for its reason (403), else a general one. */
function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.detail ? error.detail : fallback;
}

/**
 * /video/{webinarId} entered from a webinar's page (13.4: the session type follows the previous route): the
 * presentation room. Whether the person may enter is asked first (presentationCheck), so that someone sent
 * out, not one of the webinar's people, early or late reads why at once, before any device step. Presenters
 * and attendees then pass the device step; the host enters as moderator and sends nothing. Through Janus when
 * the server has it; without it up to six people meet peer-to-peer.
 */
export default function PresentationRoomPage({
  webinarId,
  deps = defaultVideoDeps,
}: {
  webinarId: number;
  deps?: VideoDeps;
}) {
  const { t, i18n } = useTranslation();
  const leave = useLeaveRoom();
  const back = () => leave("back");
  const me = useCurrentUser();
  const webinar = useWebinar(webinarId);
  const check = usePresentationCheck(webinarId);
  // the check's words say why (sent out, not one of its people); the webinar's own refusal only without them
  const error = check.error ?? (check.isPending ? null : webinar.error);
  if (error) return <RefusalScreen message={refusalText(error, t("common.cannotAccess"))} onBack={back} />;
  if (!webinar.data || !check.data) return <Loading />;
  const w = webinar.data;
  const entry = check.data;
  if (!entry.open) {
    const time = formatDateTime(entry.opensAt, entry.timeZone, asLanguage(i18n.language));
    return (
      <RefusalScreen
        title={entry.refusal === "notYet" ? t("videoCall.notOpen") : undefined}
        severity="info"
        message={
          entry.refusal === "notYet" ? t("videoCall.opensAt", { time }) : t("presentation.entry.ended")
        }
        onBack={back}
      />
    );
  }
  const moderator = entry.stage === "moderator";
  const heading = t("presentation.heading", { title: w.title });
  return (
    <CallFlow
      deps={deps}
      heading={heading}
      intro={
        <>
          <Typography color="text.secondary">{t("presentation.deviceIntro")}</Typography>
          {w.zoomLink && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {w.zoomLink}
            </Alert>
          )}
        </>
      }
      actionLabel={moderator ? t("presentation.enterAsModerator") : t("presentation.enterRoom")}
      receiveOnly={moderator}
      getToken={() => fetchPresentationToken(webinarId)}
      context={{
        title: w.title,
        venueZone: w.timeZone,
        viewerZone: me.data?.timeZone ?? w.timeZone,
        interpreterName: null,
        meetingId: null,
        applicationId: null,
        counterpartId: null,
      }}
      onExit={leave}
    />
  );
}
