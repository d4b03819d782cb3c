import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TChatMessage } from "../../../shared/contract";
import type { ChatZones } from "./chat-time";
import { MessageBubble, PendingBubble } from "./MessageBubble";
import type { RoomTimeline } from "./useRoom";

const NEAR_BOTTOM_PX = 80;

/**
 * The scrolling list: kept at the bottom while the reader is there; earlier messages load when it is
 * scrolled (or wheeled) to the top, or with the button at the top, without moving what is on screen.
 */
export function MessageList({
  room,
  me,
  otherRead,
  zones,
  onDelete,
}: {
  room: RoomTimeline;
  me: string;
  otherRead: number;
  zones: ChatZones;
  onDelete: (m: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // the outbox waits for the connection (a message failed to leave and is tried again)
  const stalled = room.pending.some(
    (p) => (p.status === "queued" || p.status === "sending") && p.failures > 0,
  );
  const first = room.messages[0]?.seq;
  const last = room.messages.at(-1)?.seq;
  const previous = useRef<{ first?: number; height: number }>({ height: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list grows at either end
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = previous.current;
    if (before.first !== undefined && first !== undefined && first < before.first) {
      // older messages came in above: keep the same messages in view
      el.scrollTop += el.scrollHeight - before.height;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
    previous.current = { first, height: el.scrollHeight };
  }, [first, last, room.pending.length]);

  const older = () => {
    if (room.hasOlder && !room.loadingOlder) void room.loadOlder();
  };
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < 24) older();
  };

  return (
    <Box
      ref={box}
      onScroll={onScroll}
      onWheel={(e) => {
        if (e.deltaY < 0 && (box.current?.scrollTop ?? 0) <= 0) older();
      }}
      tabIndex={0}
      aria-label={t("chat.messages")}
      role="region"
      data-testid="chat-messages"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        px: 2,
        py: 1,
        // few messages sit at the bottom, next to the input, as in any messenger
        display: "flex",
        flexDirection: "column",
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      {room.hasOlder && (
        <Box sx={{ display: "flex", justifyContent: "center", py: 1 }}>
          {room.loadingOlder ? (
            <CircularProgress size={20} aria-label={t("common.loading")} />
          ) : (
            <Button size="small" onClick={older}>
              {t("chat.older")}
            </Button>
          )}
        </Box>
      )}
      {!room.ready ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }} role="status">
          <CircularProgress size={24} aria-label={t("common.loading")} />
        </Box>
      ) : room.messages.length === 0 && room.pending.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
          {t("chat.noMessages")}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: "none", m: 0, mt: "auto", p: 0, display: "grid", gap: 1.25 }}>
        {room.messages.map((m) => {
          const mine = m.author.identity === me;
          return (
            <MessageBubble
              key={m.seq}
              message={m}
              mine={mine}
              read={m.seq <= otherRead}
              zones={zones}
              onDelete={mine ? onDelete : undefined}
            />
          );
        })}
        {room.pending.map((p) => (
          <PendingBubble
            key={p.clientId}
            entry={p}
            stalled={stalled}
            onRetry={room.retry}
            onDiscard={room.discard}
          />
        ))}
      </Box>
    </Box>
  );
}
