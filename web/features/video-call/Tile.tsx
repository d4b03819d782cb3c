import MicOffIcon from "@mui/icons-material/MicOff";
import PushPinIcon from "@mui/icons-material/PushPin";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import { Avatar, Box, IconButton, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { RoomParticipant } from "../video";

/** Attaches a stream to a <video> or <audio> (the browser's object, never in React state). */
export function useStream<T extends HTMLMediaElement>(stream: MediaStream | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.srcObject !== (stream ?? null)) el.srcObject = stream ?? null;
  }, [stream]);
  return ref;
}

/**
 * How a person is named on a tile and in the roster: "name · company", the role (interpreter, observer,
 * guest) when it is not a side.
 */
export function usePersonLabel() {
  const { t } = useTranslation();
  return (p: RoomParticipant, self: boolean) => {
    const role =
      p.role === "interpreter"
        ? t("videoCall.interpreter")
        : p.role === "observer"
          ? t("videoCall.observer")
          : p.role === "guest"
            ? t("videoCall.guestRole")
            : "";
    const who = self ? `${p.name} (${t("videoCall.you")})` : p.name;
    return { who, role, company: p.company, detail: [role, p.company].filter(Boolean).join(" · ") };
  };
}

/**
 * One person's video with their name, company and muted / video-off marks. Silent: sound plays from
 * RemoteAudio, so that people off the stage are heard too. One's own tile is mirrored.
 */
export function Tile({
  person,
  self,
  stream,
  compact,
  pinned,
  onPin,
}: {
  person: RoomParticipant;
  self: boolean;
  stream: MediaStream | undefined;
  compact?: boolean;
  /** Pinning (13.31): shown large on the stage; absent where this tile may not be pinned. */
  pinned?: boolean;
  onPin?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useStream<HTMLVideoElement>(stream);
  const label = usePersonLabel()(person, self);
  return (
    <Box
      component="figure"
      aria-label={[label.who, label.detail, !person.audio && t("videoCall.muted")].filter(Boolean).join(", ")}
      data-testid="call-tile"
      sx={{
        position: "relative",
        m: 0,
        bgcolor: "grey.900",
        borderRadius: 1,
        overflow: "hidden",
        aspectRatio: "16 / 9",
        minHeight: 0,
        width: "100%",
      }}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted
        style={{
          width: "100%",
          height: "100%",
          objectFit: "cover",
          transform: self ? "scaleX(-1)" : undefined,
          visibility: person.video && stream ? "visible" : "hidden",
        }}
      />
      {onPin && (
        <IconButton
          size="small"
          aria-pressed={pinned ?? false}
          aria-label={
            pinned ? t("videoCall.unpin", { name: person.name }) : t("videoCall.pin", { name: person.name })
          }
          onClick={onPin}
          sx={{
            position: "absolute",
            top: 4,
            right: 4,
            zIndex: 1,
            color: "common.white",
            bgcolor: pinned ? "primary.main" : "rgba(0,0,0,0.55)",
            "&:hover": { bgcolor: pinned ? "primary.dark" : "rgba(0,0,0,0.75)" },
          }}
        >
          <PushPinIcon fontSize="small" />
        </IconButton>
      )}
      {!(person.video && stream) && (
        <Box sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}>
          <Avatar sx={{ width: compact ? 40 : 64, height: compact ? 40 : 64, fontSize: compact ? 18 : 28 }}>
            {person.name.slice(0, 1)}
          </Avatar>
        </Box>
      )}
      <Box
        component="figcaption"
        sx={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          px: 1,
          py: 0.5,
          display: "flex",
          alignItems: "center",
          gap: 0.5,
          color: "common.white",
          bgcolor: "rgba(0,0,0,0.55)",
        }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
              {label.who}
            </Typography>
            {/* the role shows at every size: who interprets matters as much on a phone */}
            {label.role && (
              <Box
                component="span"
                data-testid="tile-role"
                sx={{
                  flexShrink: 0,
                  px: 0.5,
                  borderRadius: 0.5,
                  bgcolor: "common.white",
                  color: "grey.900",
                  fontSize: 11,
                  fontWeight: 700,
                  lineHeight: 1.5,
                }}
              >
                {label.role}
              </Box>
            )}
          </Box>
          {!compact && label.company && (
            <Typography variant="caption" noWrap component="p" sx={{ display: { xs: "none", sm: "block" } }}>
              {label.company}
            </Typography>
          )}
        </Box>
        {!person.audio && <MicOffIcon fontSize="small" titleAccess={t("videoCall.muted")} />}
        {!person.video && <VideocamOffIcon fontSize="small" titleAccess={t("videoCall.videoStopped")} />}
      </Box>
    </Box>
  );
}
