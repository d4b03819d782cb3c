import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocation, useParams, useSearchParams } from "react-router";
import type { TVideoCheck } from "../../../shared/contract";
import { useCurrentUser } from "../../api/account";
import { ApiError } from "../../api/client";
import { fetchRoomToken, useVideoCheck } from "../../api/video";
import { asLanguage, formatDateTime } from "../../features/common/dates";
import { Loading } from "../../features/common/states";
import { RefusalScreen } from "../../features/video-call/CallDialogs";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { useLeaveRoom } from "../../features/video-call/navigation";
import PresentationRoomPage from "./PresentationRoomPage";

/** How the page was opened: from the interpreter workspace (13.4) nobody asks videoCallCheck (13.6). */
export interface RoomEntryState {
  from?: "interpreter" | "host" | "schedule" | "webinar";
}

function NotOpen({ check, onBack }: { check: TVideoCheck; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const before = Date.parse(check.opensAt) > Date.now();
  const time = formatDateTime(
    before ? check.opensAt : check.endsAt,
    check.timeZone,
    asLanguage(i18n.language),
  );
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("videoCall.notOpen")}
      </Typography>
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {before ? t("videoCall.opensAt", { time }) : t("videoCall.closedAt", { time })}
      </Alert>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {t("videoCall.back")}
      </Button>
    </Container>
  );
}

/**
 * /video/{meetingId}, /videoMeeting/meeting/{id} and /direct/meeting/{meetingId}: an agreed online meeting's
 * room. The check says whether it is open and who the caller is there; the device step comes next, then the
 * token and the call. A refusal shows its own words on the page until the person goes back (13.8).
 */
export default function VideoRoomPage({ deps = defaultVideoDeps }: { deps?: VideoDeps }) {
  const params = useParams();
  const [search] = useSearchParams();
  const entry = (useLocation().state ?? {}) as RoomEntryState;
  // 13.4: entered from a webinar's page (or its link), the id is the webinar's and the room a presentation
  const webinarId = Number(params.meetingId ?? params.id);
  if ((entry.from === "webinar" || search.get("session") === "webinar") && webinarId > 0)
    return <PresentationRoomPage webinarId={webinarId} deps={deps} />;
  return <MeetingRoomPage deps={deps} />;
}

function MeetingRoomPage({ deps }: { deps: VideoDeps }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const entry = (useLocation().state ?? {}) as RoomEntryState;
  const meetingId = Number(params.meetingId ?? params.id);
  const applicantId = Number(search.get("applicantId")) || undefined;
  const valid = Number.isInteger(meetingId) && meetingId > 0;
  const interpreter = entry.from === "interpreter";
  const leave = useLeaveRoom();
  const me = useCurrentUser();
  const check = useVideoCheck(meetingId, applicantId, valid && !interpreter);

  // a refusal stays on the page in its own words (not a participant, no room) until the person goes back
  if (!valid) return <RefusalScreen message={t("video.abnormalAccess")} onBack={() => leave("back")} />;
  if (check.error)
    return (
      <RefusalScreen
        message={
          check.error instanceof ApiError && check.error.status < 500 && check.error.detail
            ? check.error.detail
            : t("common.cannotAccess")
        }
        onBack={() => leave("back")}
      />
    );
  if (!interpreter && !check.data) return <Loading />;
  const info = check.data;
  if (info && !info.open) return <NotOpen check={info} onBack={() => leave("back")} />;
  const observer = info?.role === "observer";
  const heading = info?.counterpart
    ? t("videoCall.with", { company: info.counterpart.company, name: info.counterpart.managerName })
    : t("videoCall.title");
  return (
    <CallFlow
      deps={deps}
      heading={heading}
      intro={<Typography color="text.secondary">{t("videoCall.deviceIntro")}</Typography>}
      actionLabel={observer ? t("videoCall.joinObserver") : t("videoCall.join")}
      receiveOnly={observer}
      getToken={() => fetchRoomToken(meetingId, info?.applicationId ?? applicantId)}
      context={{
        title: heading,
        venueZone: info?.timeZone ?? "Asia/Seoul",
        viewerZone: me.data?.timeZone ?? info?.timeZone ?? "Asia/Seoul",
        interpreterName: info?.interpreter?.name ?? null,
        meetingId,
        applicationId: info?.applicationId ?? null,
        counterpartId: info?.counterpart?.applicationId ?? null,
      }}
      onExit={leave}
    />
  );
}
