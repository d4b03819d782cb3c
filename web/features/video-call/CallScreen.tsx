import { Alert, Box, CircularProgress, CssBaseline, Typography } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TRoomToken } from "../../../shared/contract";
import { toast } from "../../lib/toast";
import { CaptionsOverlay } from "../captions/CaptionsOverlay";
import { captionRights } from "../captions/rights";
import { useCaptions } from "../captions/useCaptions";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { type LocalMedia, openLocalMedia, type RoomParticipant } from "../video";
import { PresentationRoom } from "../video/janus/presentation-room";
import { layerForTiles } from "../video/janus/simulcast";
import { EndedDialog, EndWarningDialog } from "./CallDialogs";
import { ChatPanel } from "./ChatPanel";
import { ControlBar, type Panel } from "./ControlBar";
import { useCallTheme } from "./call-theme";
import type { VideoDeps } from "./deps";
import { NotePanel } from "./NotePanel";
import { AudiencePanel } from "./presentation/AudiencePanel";
import { HandBar } from "./presentation/HandBar";
import { MultiView } from "./presentation/MultiView";
import { RoomChat } from "./presentation/RoomChat";
import { usePresentation } from "./presentation/usePresentation";
import { ReactionOverlay } from "./ReactionOverlay";
import { RemoteAudio } from "./RemoteAudio";
import { RosterSidebar } from "./RosterSidebar";
import { refusalKey } from "./refusal-words";
import { SidePanel } from "./SidePanel";
import { Stage } from "./Stage";
import { TopBar } from "./TopBar";
import { useCall } from "./useCall";
import { useLocalMedia } from "./useLocalMedia";
import { useStopOnUnmount } from "./useStopOnUnmount";

/** What the page knows of the meeting beyond the token (videoCallCheck): for the panels and the roster. */
export interface CallContext {
  title: string;
  /** The venue's zone (the chat's times) and the zone the clock starts in (the viewer's). */
  venueZone: string;
  viewerZone: string;
  interpreterName: string | null;
  meetingId: number | null;
  /** The caller's side and the other's (chat and note panels; null for interpreters, hosts, guests). */
  applicationId: number | null;
  counterpartId: number | null;
}

/**
 * The call screen (13.10-13.19, 13.34-13.46): top bar, stage (gallery or featured), participant sidebar,
 * control bar, the chat / note / device panels, the end warning, and the end. It talks to one Room through
 * the CallController; the Room and the device panel come from `deps` (the media layer's by default).
 */
export function CallScreen({
  token,
  media: initialMedia,
  context,
  deps,
  onExit,
}: {
  token: TRoomToken;
  media: LocalMedia;
  context: CallContext;
  deps: VideoDeps;
  /** Leaves the screen: "home" after an end by someone else, "back" otherwise (13.34, 13.35). */
  onExit: (to: "home" | "back") => void;
}) {
  const { t } = useTranslation();
  const { theme, dark, toggle } = useCallTheme();
  const [zone, setZone] = useState(context.viewerZone);
  // a spectator (13.41) joined without devices; granting them joins again with the new media
  const [media, setMedia] = useState(initialMedia);
  // the media the screen opened itself (the flow stops the one it handed over)
  useStopOnUnmount(media === initialMedia ? undefined : media);
  const [spectatorMode] = useState(
    () => token.type !== "observer" && initialMedia.stream.getTracks().length === 0,
  );
  const hasAudio = media.stream.getAudioTracks().length > 0;
  const hasVideo = media.stream.getVideoTracks().length > 0;
  const permission =
    !spectatorMode || (hasAudio && hasVideo)
      ? undefined
      : !hasAudio && !hasVideo
        ? "device"
        : !hasAudio
          ? "audio"
          : "video";
  const askDevices = async () => {
    const next = await openLocalMedia();
    if (next.stream.getTracks().length <= media.stream.getTracks().length) {
      next.stop();
      toast(t("videoCall.permissionRefused"));
      return;
    }
    media.stop();
    setMedia(next);
  };
  const presentation = token.eventType === "presentation";
  // a presentation room goes through Janus when the server has it (token.media), else the meeting rooms' mesh
  const [controls, setControls] = useState<PresentationRoom>();
  const createRoom = useMemo(
    () =>
      token.media === "janus"
        ? () => {
            const room = new PresentationRoom();
            setControls(room);
            return room;
          }
        : deps.createRoom,
    [token.media, deps.createRoom],
  );
  const { call, snapshot, joinError } = useCall(createRoom, token.token, media, context.viewerZone);
  const view = usePresentation(controls);
  // a device switched in the panel: the speaker's new sink, and the new track on the Janus room's sender
  useLocalMedia(media, controls);
  const [panel, setPanel] = useState<Panel | null>(null);
  // the roster starts open beside the stage, closed on phones (where it goes under the stage)
  const [sidebar, setSidebar] = useState(() => !window.matchMedia("(max-width: 599px)").matches);
  const [ownScreen, setOwnScreen] = useState<MediaStream>();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const sends = token.type !== "observer";
  const party = token.type === "participant" && !presentation;
  const moderates = controls !== undefined && controls.stage !== "none";
  const panels: Panel[] = [
    ...(controls ? (["roomChat"] as const) : []),
    ...(moderates ? (["audience"] as const) : []),
    ...(party && context.meetingId && context.applicationId && context.counterpartId
      ? (["chat"] as const)
      : []),
    ...(party && context.meetingId && context.applicationId ? (["note"] as const) : []),
    ...(sends ? (["devices"] as const) : []),
  ];
  // observers and webinar attendees see captions but have no captions control (13.41); the moderating host
  // controls them; only those whose words are captioned and whose microphone is open are told how
  const rights = captionRights(token);
  const captions = useCaptions(token, media.stream, rights.speaks && sends && (snapshot?.audio ?? false));
  const exitHome = useCallback(() => onExit("home"), [onExit]);
  const exitBack = useCallback(() => onExit("back"), [onExit]);

  const everyone = snapshot?.participants ?? [];
  // in a presentation the stage holds the presenters and whoever is on stage; presenters see the rest 7 x 7
  const onStage = (p: RoomParticipant) => {
    const person = view.people.find((x) => x.identity === p.identity);
    return !controls || !person || person.stage === "presenter" || person.hand === "accepted";
  };
  const participants = everyone.filter(onStage);
  const audience = moderates ? everyone.filter((p) => !onStage(p) && p.role !== "observer") : [];
  // each stage tile receives the simulcast layer its size needs
  const stageKey = participants.map((p) => `${p.identity}:${p.stream ? 1 : 0}`).join(",");
  useEffect(() => {
    if (!controls || !stageKey) return;
    const ids = stageKey.split(",").map((entry) => entry.split(":")[0] as string);
    for (const id of ids) if (id !== controls.identity) controls.quality(id, layerForTiles(ids.length));
  }, [controls, stageKey]);
  if (joinError) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" role="alert">
          {t("videoCall.joinFailed")}
        </Alert>
      </Box>
    );
  }
  const connection = snapshot?.connection ?? "connecting";
  const selfId = snapshot?.self?.peerId;
  // 13.31: in a presentation only presenters share (attendees and the host have no Share button)
  const canShare = !presentation || token.role === "presenter";
  const shareBlocked = !canShare
    ? t("videoCall.shareUnsupported")
    : !deps.captureScreen
      ? t("videoCall.shareUnsupported")
      : snapshot?.sharer
        ? t("videoCall.shareBusy")
        : null;

  const share = async () => {
    if (!call || !snapshot) return;
    if (snapshot.sharing) {
      for (const track of ownScreen?.getTracks() ?? []) track.stop();
      setOwnScreen(undefined);
      await call.stopSharing();
      return;
    }
    if (!deps.captureScreen) return;
    const stream = await deps.captureScreen().catch(() => undefined);
    if (!stream) return;
    if (!(await call.share(stream))) {
      toast(t("videoCall.shareRefused"));
      return;
    }
    setOwnScreen(stream);
    stream.getVideoTracks()[0]?.addEventListener("ended", () => {
      setOwnScreen(undefined);
      void call.stopSharing();
    });
  };
  const endMessage = snapshot?.ended
    ? t("video.endedByOther")
    : snapshot?.refused
      ? t(refusalKey(snapshot.refused, presentation))
      : null;

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        data-testid="call-screen"
        data-connection={connection}
        sx={{
          height: "100dvh",
          display: "flex",
          flexDirection: "column",
          bgcolor: "background.default",
          color: "text.primary",
        }}
      >
        <TopBar title={context.title} zone={zone} onZone={setZone} connection={connection} />
        {presentation && token.media === "mesh" && token.stage !== "none" && (
          <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
            {t("presentation.noJanus")}
          </Alert>
        )}
        {connection === "reconnecting" && (
          <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
            {t("videoCall.state.reconnecting")}
          </Alert>
        )}
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: "flex",
            flexDirection: { xs: "column", md: "row" },
            position: "relative",
            overflowY: { xs: "auto", md: "hidden" },
          }}
        >
          {connection === "connecting" ? (
            <Box
              role="status"
              sx={{ flex: 1, display: "grid", placeItems: "center", alignContent: "center", gap: 2 }}
            >
              <CircularProgress aria-hidden />
              <Typography>{t("videoCall.loadingAssets")}</Typography>
            </Box>
          ) : (
            <Box sx={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column", overflowY: "auto" }}>
              <Stage
                participants={participants}
                selfId={selfId}
                localStream={media.stream}
                ownScreen={ownScreen}
                overlay={<CaptionsOverlay captions={captions} />}
                note={controls ? (view.presenterHere ? null : t("presentation.waiting")) : undefined}
                pinnable={(p) =>
                  p.peerId !== selfId &&
                  (controls?.stage !== "none" ||
                    view.people.find((x) => x.identity === p.identity)?.stage === "presenter")
                }
              />
              {moderates && <MultiView audience={audience} />}
            </Box>
          )}
          <ReactionOverlay reactions={snapshot?.reactions ?? []} />
          {sidebar && (
            <RosterSidebar
              participants={everyone}
              selfId={selfId}
              localStream={media.stream}
              interpreterName={context.interpreterName}
            />
          )}
          {panel && (
            <SidePanel title={t(`videoCall.${panel}`)} onClose={() => setPanel(null)}>
              {panel === "devices" && <deps.DeviceSettings media={media} />}
              {panel === "roomChat" && controls && (
                <RoomChat
                  controls={controls}
                  messages={view.messages}
                  blocked={view.me?.chatBlocked ?? false}
                />
              )}
              {panel === "audience" && controls && (
                <AudiencePanel controls={controls} people={view.people} room={token.roomName} />
              )}
              {panel === "chat" && context.meetingId && context.applicationId && context.counterpartId && (
                <ChatPanel
                  meetingId={context.meetingId}
                  applicationId={context.applicationId}
                  counterpartId={context.counterpartId}
                  zones={{ venue: context.venueZone, viewer: zone }}
                />
              )}
              {panel === "note" && context.meetingId && context.applicationId && (
                <NotePanel meetingId={context.meetingId} applicationId={context.applicationId} />
              )}
            </SidePanel>
          )}
        </Box>
        {controls && (connection === "connected" || connection === "reconnecting") && (
          <HandBar controls={controls} view={view} />
        )}
        <RemoteAudio participants={everyone} selfId={selfId} sinkId={media.chosen().audiooutput} />
        <ControlBar
          enabled={snapshot?.controlsEnabled ?? false}
          sends={sends}
          audio={snapshot?.audio ?? false}
          video={snapshot?.video ?? false}
          sharing={snapshot?.sharing ?? false}
          canShare={canShare}
          shareBlocked={shareBlocked}
          panel={panel}
          panels={panels}
          sidebar={sidebar}
          dark={dark}
          canEndForAll={party}
          permission={permission}
          onPermission={() => void askDevices()}
          captions={rights.controls && captions.captionable ? captions : undefined}
          onSidebar={() => setSidebar(!sidebar)}
          onAudio={() => call?.setAudio(!snapshot?.audio)}
          onVideo={() => call?.setVideo(!snapshot?.video)}
          onShare={() => void share()}
          onReact={(r) => call?.react(r)}
          onPanel={(p) => setPanel(panel === p ? null : p)}
          onTheme={toggle}
          onLeave={() => {
            void call?.leave();
            exitBack();
          }}
          onEndForAll={() => setConfirmEnd(true)}
        />
        <EndWarningDialog
          open={snapshot?.endWarning ?? false}
          endsAt={snapshot?.endsAt ?? null}
          zone={zone}
          onClose={() => call?.dismissWarning()}
        />
        <EndedDialog
          message={endMessage}
          autoClose={Boolean(snapshot?.ended)}
          onDone={snapshot?.ended ? exitHome : exitBack}
        />
        <ConfirmDialog
          open={confirmEnd}
          message={t("videoCall.endConfirm")}
          confirmLabel={t("videoCall.endForAll")}
          danger
          onClose={() => setConfirmEnd(false)}
          onConfirm={() => {
            setConfirmEnd(false);
            void call?.endForAll().then(exitHome);
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
