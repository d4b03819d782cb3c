import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Container, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TRoomToken } from "../../../shared/contract";
import { ApiError } from "../../api/client";
import { toastError } from "../../lib/toast";
import { type LocalMedia, openLocalMedia } from "../video";
import { RefusalScreen } from "./CallDialogs";
import { type CallContext, CallScreen } from "./CallScreen";
import type { VideoDeps } from "./deps";
import { MediaBoundary } from "./MediaBoundary";
import { useStopOnUnmount } from "./useStopOnUnmount";

/**
 * Device step first (13.1), then the call: the person chooses camera, microphone and speaker, the room token
 * is asked for only then. A refusal (403: outside the window, not a party, sent out) shows the server's words
 * for its reason on the page until the person goes back (13.8); the pages ask first, before the device step.
 */
export function CallFlow({
  deps,
  heading,
  intro,
  actionLabel,
  receiveOnly,
  getToken,
  context,
  onExit,
}: {
  deps: VideoDeps;
  heading: string;
  intro?: ReactNode;
  actionLabel: string;
  receiveOnly?: boolean;
  getToken: () => Promise<TRoomToken>;
  context: CallContext;
  onExit: (to: "home" | "back") => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [call, setCall] = useState<{ media: LocalMedia; token: TRoomToken }>();
  const [refusal, setRefusal] = useState<string>();
  useStopOnUnmount(call?.media);
  if (refusal) return <RefusalScreen message={refusal} onBack={() => onExit("back")} />;
  if (call)
    return (
      <MediaBoundary>
        <CallScreen token={call.token} media={call.media} context={context} deps={deps} onExit={onExit} />
      </MediaBoundary>
    );
  const spectate = async () => {
    setBusy(true);
    await ready(await openLocalMedia({ receiveOnly: true }));
  };
  const ready = async (media: LocalMedia) => {
    setBusy(true);
    try {
      setCall({ media, token: await getToken() });
    } catch (e) {
      media.stop();
      setBusy(false);
      if (e instanceof ApiError && e.status === 403) setRefusal(e.detail || t("video.refusedEntry"));
      else toastError(e);
    }
  };
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }} data-testid="device-step">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {intro && <Box sx={{ mb: 2 }}>{intro}</Box>}
      <MediaBoundary>
        <deps.DeviceCheck
          onReady={(m) => void ready(m)}
          actionLabel={actionLabel}
          busy={busy}
          receiveOnly={receiveOnly}
        />
      </MediaBoundary>
      {!receiveOnly && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("videoCall.spectatorIntro")}
          </Typography>
          <Button variant="outlined" disabled={busy} onClick={() => void spectate()}>
            {t("videoCall.joinSpectator")}
          </Button>
        </Box>
      )}
      <Button startIcon={<ArrowBackIcon />} onClick={() => onExit("back")} sx={{ mt: 2 }}>
        {t("videoCall.back")}
      </Button>
    </Container>
  );
}
