import CloseIcon from "@mui/icons-material/Close";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { Alert, Box, Drawer, IconButton, Menu, MenuItem, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TChatMessage, TChatRoom } from "../../../shared/contract";
import { zoneCity } from "../../../shared/meetings/display";
import { chatKeys, removeMessage } from "../../api/chat";
import { ApiError } from "../../api/client";
import { useRealtimeState } from "../../api/realtime";
import { getUserId } from "../../api/session";
import { emitVolatile } from "../../lib/realtime";
import { toast, toastError } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { visuallyHidden } from "./a11y";
import { BlockDialog } from "./BlockDialog";
import { Composer } from "./Composer";
import { type ChatZones, zonesDiffer } from "./chat-time";
import { useRefusalText } from "./MessageBubble";
import { MessageList } from "./MessageList";
import { NameDialog } from "./NameDialog";
import { displayName } from "./text";
import { useOutboxAnnouncements } from "./useOutboxAnnouncements";
import { useRoom } from "./useRoom";
import { useReadMarks, useRoomSignals } from "./useRoomSignals";

/**
 * The chat drawer on one room: from the right, full width on phones. Keyboard: Escape closes, focus starts
 * in the input and returns where it was; new messages from the other side are read out (aria-live), and so
 * is what happens to mine (waiting, all sent, refused). Times are the venue's, with the viewer's beside.
 * `closed`: the other side no longer takes part (rejected or withdrawn): said, and the input is off.
 */
export function ChatDrawer({
  roomId,
  room: listed,
  zones,
  closed: closedByServer,
  onClose,
}: {
  roomId: number;
  room: TChatRoom | undefined;
  zones: ChatZones;
  closed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = String(getUserId());
  const client = useQueryClient();
  const online = useRealtimeState() === "connected";
  const input = useRef<HTMLTextAreaElement>(null);
  // a closed room leaves the list: its header stays as it was
  const known = useRef(listed);
  if (listed) known.current = listed;
  const room = listed ?? known.current;
  const [closedHere, setClosedHere] = useState(false);
  const closed = closedByServer || closedHere;
  const [announcement, setAnnouncement] = useState("");
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<"block" | "name" | null>(null);
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const refreshRooms = () => client.invalidateQueries({ queryKey: chatKeys.rooms(room?.subEventId ?? 0) });
  const signals = useRoomSignals(roomId, room, me);

  // the counterpart left (50200: no-user alert, the room leaves the list), no access, or the service is down
  const fatal = (error: unknown) => {
    if (error instanceof ApiError && error.status < 500) toast(error.detail || t("chat.noUser"));
    else toast(t("chatSidebar.noChatClient"), "error");
    void refreshRooms();
    onClose();
  };
  const timeline = useRoom(roomId, {
    onFatal: fatal,
    onLive(m) {
      if (m.author.identity === me) return;
      const what = m.deleted ? t("chat.deletedNotice") : m.kind === "card" ? t("chat.card") : m.text;
      setAnnouncement(t("chat.newFrom", { name: displayName(m.author.name), text: what }));
    },
  });
  useReadMarks(roomId, timeline.messages.at(-1)?.seq ?? 0, timeline.ready);
  const refusalText = useRefusalText();
  const outboxNotice = useOutboxAnnouncements(timeline.pending, {
    waiting: (count) => t("chat.waitingCount", { count }),
    allSent: () => t("chat.allSent"),
    refused: (entry) => {
      // a refusal that says something about the room
      if (entry.refusal?.key === "chat.prohibited") signals.setBlocked(true);
      if (entry.refusal?.key === "chat.noUser") {
        setClosedHere(true);
        void refreshRooms();
      }
      return refusalText(entry);
    },
  });

  useEffect(() => {
    if (timeline.ready && !signals.blocked && !closed) input.current?.focus();
  }, [timeline.ready, signals.blocked, closed]);

  const title = room?.company || t("chat.title");
  const city = zoneCity(zones.venue);
  const typingName = signals.typing ? signals.nameOf(signals.typing) : "";
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: "100%", sm: 420 }, display: "flex", flexDirection: "column" },
          "aria-labelledby": "chat-drawer-title",
          role: "dialog",
        } as object,
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="chat-drawer-title"
            component="h2"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          {room?.name && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {room.name}
            </Typography>
          )}
          {zonesDiffer(zones) && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {t("chat.timesIn", { city })}
            </Typography>
          )}
        </Box>
        <IconButton
          aria-label={t("chat.more")}
          aria-haspopup="menu"
          aria-expanded={Boolean(menu)}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <IconButton aria-label={t("chat.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem
            disabled={!room}
            onClick={() => {
              setMenu(null);
              setDialog("block");
            }}
          >
            {t("chat.blockedList")}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog("name");
            }}
          >
            {t("chat.myName")}
          </MenuItem>
        </Menu>
      </Box>
      {!online && (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {t("chat.offline")}
        </Alert>
      )}
      {closed && (
        <Alert severity="warning" sx={{ borderRadius: 0 }} role="status" data-testid="chat-closed">
          {t("chat.closed")}
        </Alert>
      )}
      {signals.notice && (
        <Alert
          severity={signals.blocked ? "error" : "info"}
          sx={{ borderRadius: 0 }}
          role="status"
          onClose={signals.blocked ? undefined : signals.clearNotice}
          data-testid="chat-notice"
        >
          {signals.notice}
        </Alert>
      )}
      <MessageList
        room={timeline}
        me={me}
        otherRead={signals.otherRead}
        zones={zones}
        onDelete={setDeleting}
      />
      <Box aria-live="polite" sx={{ px: 2, minHeight: 20 }}>
        <Typography variant="caption" color="text.secondary">
          {typingName ? t("chat.typing", { name: typingName }) : ""}
        </Typography>
      </Box>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="chat-outbox-status">
        {outboxNotice}
      </Box>
      {timeline.pending.some((p) => (p.status === "queued" || p.status === "sending") && p.failures > 0) && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2 }} data-testid="chat-waiting">
          {t("chat.waitingCount", { count: timeline.waiting })}
        </Typography>
      )}
      <Composer
        ref={input}
        disabled={signals.blocked || closed}
        onSend={(text) => timeline.send("text", text)}
        onSendCard={() => timeline.send("card", "")}
        onTyping={() => emitVolatile("chat:typing", roomId)}
      />
      {room && <BlockDialog room={room} open={dialog === "block"} onClose={() => setDialog(null)} />}
      {dialog === "name" && <NameDialog open initial="" onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={t("chat.confirmDelete")}
        confirmLabel={t("chat.delete")}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          removeMessage(roomId, target.id)
            .then(() => timeline.markDeleted(target.seq))
            .catch(toastError);
        }}
      />
    </Drawer>
  );
}
