import { Alert, Typography } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../api/account";
import { ApiError } from "../../api/client";
import { fetchPresentationToken } from "../../api/presentation";
import { useWebinar } from "../../api/webinars";
import { Loading } from "../../features/common/states";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { useLeaveRoom } from "../../features/video-call/navigation";
import { toast, toastError } from "../../lib/toast";

/**
 * /video/{webinarId} entered from a webinar's page (13.4: the session type follows the previous route): the
 * presentation room. Presenters and attendees pass the device step; the host enters as moderator and sends
 * nothing. Through Janus when the server has it; without it up to six people meet peer-to-peer.
 */
export default function PresentationRoomPage({
  webinarId,
  deps = defaultVideoDeps,
}: {
  webinarId: number;
  deps?: VideoDeps;
}) {
  const { t } = useTranslation();
  const leave = useLeaveRoom();
  const me = useCurrentUser();
  const webinar = useWebinar(webinarId);
  useEffect(() => {
    if (!webinar.error) return;
    if (webinar.error instanceof ApiError && webinar.error.status < 500) toast(t("video.refusedEntry"));
    else toastError(webinar.error);
    leave("back");
  }, [webinar.error, leave, t]);
  if (webinar.error) return null;
  if (!webinar.data) return <Loading />;
  const w = webinar.data;
  const moderator = w.viewer.host && !w.viewer.presenter;
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
      actionLabel={moderator ? t("videoCall.joinObserver") : t("videoCall.join")}
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
