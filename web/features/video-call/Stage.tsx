import { Box, Typography } from "@mui/material";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RoomParticipant } from "../video";
import { layoutOf, stageTiles } from "./layout";
import { Tile } from "./Tile";

function ScreenView({ stream, label }: { stream: MediaStream | undefined; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  }, [stream]);
  return (
    <Box
      component="figure"
      aria-label={label}
      data-testid="screen-view"
      sx={{ m: 0, flex: 1, minHeight: 0, bgcolor: "common.black" }}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted
        style={{ width: "100%", height: "100%", objectFit: "contain" }}
      />
    </Box>
  );
}

/** A featured stage: the large view, with the other tiles beside it (under it on phones). */
const FEATURED = {
  flex: 1,
  minHeight: 0,
  display: "flex",
  flexDirection: { xs: "column", md: "row" },
  gap: 1,
};
const SIDE_TILES = {
  display: "grid",
  gap: 1,
  gridTemplateColumns: { xs: "repeat(4, 1fr)", md: "1fr" },
  width: { md: 220 },
  alignContent: "start",
};

/**
 * The stage: a gallery grid, or (when someone shares) the shared screen large with at most 4 tiles beside it.
 * Oneself is the first participant; their tile shows the local preview.
 */
export function Stage({
  participants,
  selfId,
  localStream,
  ownScreen,
  note,
  pinnable,
  overlay,
}: {
  participants: RoomParticipant[];
  selfId: string | undefined;
  localStream: MediaStream;
  ownScreen: MediaStream | undefined;
  /** What the stage says when it holds one tile or none (default: waiting for the others; null: nothing). */
  note?: string | null;
  /** Whose tile may be pinned (13.31: in a presentation an attendee pins only a presenter); none: nobody's. */
  pinnable?: (p: RoomParticipant) => boolean;
  /** Shown over the stage (the captions). */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation();
  const [pinnedId, setPinnedId] = useState<string>();
  const pinned = participants.find((p) => p.peerId === pinnedId && (pinnable?.(p) ?? false));
  const sharer = participants.find((p) => p.sharing);
  // a pinned tile is featured like a shared screen (a share takes precedence)
  const layout = pinned && !sharer ? "featured" : layoutOf(participants);
  const tiles = (
    pinned && !sharer ? participants.filter((p) => p !== pinned) : stageTiles(participants)
  ).slice(0, layout === "featured" ? 4 : 8);
  const columns = tiles.length <= 1 ? 1 : tiles.length <= 4 ? 2 : tiles.length <= 6 ? 3 : 4;
  const tile = (p: RoomParticipant, compact: boolean) => (
    <Tile
      key={p.peerId}
      person={p}
      self={p.peerId === selfId}
      stream={p.peerId === selfId ? localStream : p.stream}
      compact={compact}
      pinned={p === pinned}
      onPin={pinnable?.(p) ? () => setPinnedId(pinnedId === p.peerId ? undefined : p.peerId) : undefined}
    />
  );
  return (
    <Box
      component="section"
      aria-label={t(`videoCall.layout.${layout}`)}
      data-layout={layout}
      data-testid="call-stage"
      sx={{
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        display: "flex",
        flexDirection: "column",
        p: 1,
        gap: 1,
        position: "relative",
      }}
    >
      {layout === "featured" && pinned && !sharer ? (
        <Box sx={FEATURED} data-testid="pinned-stage">
          <Box sx={{ flex: 1, minHeight: 0, display: "grid", alignContent: "center" }}>
            {tile(pinned, false)}
          </Box>
          <Box sx={SIDE_TILES}>{tiles.map((p) => tile(p, true))}</Box>
        </Box>
      ) : layout === "featured" && sharer ? (
        <Box sx={FEATURED}>
          <ScreenView
            stream={sharer.peerId === selfId ? ownScreen : sharer.screen}
            label={t("videoCall.sharing", { name: sharer.name })}
          />
          <Box sx={SIDE_TILES}>{tiles.map((p) => tile(p, true))}</Box>
        </Box>
      ) : (
        <Box
          sx={{
            flex: 1,
            display: "grid",
            gap: 1,
            alignContent: "center",
            gridTemplateColumns: { xs: tiles.length > 2 ? "1fr 1fr" : "1fr", sm: `repeat(${columns}, 1fr)` },
          }}
        >
          {tiles.map((p) => tile(p, tiles.length > 4))}
          {(note !== undefined ? note !== null : participants.length === 1) && (
            <Typography
              role="status"
              color="text.secondary"
              sx={{ textAlign: "center", gridColumn: "1 / -1" }}
              data-testid="stage-note"
            >
              {note ?? t("videoCall.waitingOthers")}
            </Typography>
          )}
        </Box>
      )}
      {overlay}
    </Box>
  );
}
