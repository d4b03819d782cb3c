import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Typography } from "@mui/material";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_TEXT_MAX, type TChatCard, type TChatMessage } from "../../../shared/contract";
import { type ChatZones, chatTime } from "./chat-time";
import { MessageText } from "./MessageText";
import type { OutboxEntry } from "./outbox";
import { displayName } from "./text";

/** A message's time in venue time, with the viewer's own beside it when their clock reads otherwise. */
function MessageTime({ iso, zones }: { iso: string; zones: ChatZones }) {
  const { t, i18n } = useTranslation();
  const time = chatTime(iso, zones, i18n.language);
  const full = time.viewer
    ? `${t("chat.venueTime", { time: time.venue, city: time.city })} · ${t("chat.yourTime", { time: time.viewer })}`
    : time.venue;
  return (
    <>
      <time dateTime={iso} title={full}>
        {time.venue}
      </time>
      {time.viewer && <span> · {t("chat.yourTime", { time: time.viewer })}</span>}
    </>
  );
}

function CardBody({ card }: { card: TChatCard }) {
  const { t } = useTranslation();
  const phone = [card.countryNumber && `+${card.countryNumber}`, card.phoneNumber].filter(Boolean).join(" ");
  return (
    <Box sx={{ display: "grid", gap: 0.25 }}>
      <Typography variant="overline" sx={{ lineHeight: 1.6 }}>
        {t("chat.card")}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{card.company}</Typography>
      <Typography>{[card.name, card.position].filter(Boolean).join(" · ")}</Typography>
      {card.email && <Typography variant="body2">{card.email}</Typography>}
      {phone && <Typography variant="body2">{phone}</Typography>}
    </Box>
  );
}

const bubble = (mine: boolean) => ({
  maxWidth: "85%",
  px: 1.5,
  py: 1,
  borderRadius: 2,
  bgcolor: mine ? "primary.main" : "grey.100",
  color: mine ? "primary.contrastText" : "text.primary",
  whiteSpace: "pre-wrap" as const,
  overflowWrap: "anywhere" as const,
});

/**
 * One stored message: author (the part before the pipe), text or card, time, my delivery state. Memoised:
 * a long conversation redraws only the messages that changed.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  read,
  zones,
  onDelete,
}: {
  message: TChatMessage;
  mine: boolean;
  read: boolean;
  zones: ChatZones;
  onDelete?: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const name = displayName(message.author.name);
  return (
    <Box
      component="li"
      data-seq={message.seq}
      sx={{ display: "flex", flexDirection: "column", alignItems: mine ? "flex-end" : "flex-start" }}
    >
      {!mine && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          {name}
        </Typography>
      )}
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 0.5,
          width: "100%",
          justifyContent: mine ? "flex-end" : "flex-start",
        }}
      >
        {mine && onDelete && !message.deleted && (
          <IconButton size="small" aria-label={t("chat.deleteMine")} onClick={() => onDelete(message)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        {message.deleted ? (
          <Box
            sx={{
              ...bubble(false),
              bgcolor: "transparent",
              border: 1,
              borderColor: "divider",
              fontStyle: "italic",
            }}
            aria-label={t("chat.deletedMessage")}
          >
            <Typography variant="body2" color="text.secondary">
              {t("chat.deletedNotice")}
            </Typography>
          </Box>
        ) : (
          <Box sx={bubble(mine)}>
            {message.kind === "card" && message.card ? (
              <CardBody card={message.card} />
            ) : (
              <Typography variant="body2" component="p">
                <MessageText text={message.text} />
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        <MessageTime iso={message.createdAt} zones={zones} />
        {mine && ` · ${read ? t("chat.read") : t("chat.sent")}`}
      </Typography>
    </Box>
  );
});

/** Why the server refused a message, in the interface's language when the key is known. */
export function useRefusalText() {
  const { t, i18n } = useTranslation();
  return (entry: OutboxEntry) => {
    const key = entry.refusal?.key ?? "";
    const reason =
      key && i18n.exists(key)
        ? t(key, { max: CHAT_TEXT_MAX })
        : entry.refusal?.detail || t("chat.sendFailed");
    return t("chat.refused", { reason });
  };
}

/**
 * A message of mine not shown as stored yet, in its writing place: sending; waiting for the connection
 * (sent automatically); stored (shown once the messages before it are in); or refused, with the reason,
 * retry and discard. The state is text in the item, so a screen reader reads it with the message.
 */
export const PendingBubble = memo(function PendingBubble({
  entry,
  stalled,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  /** The outbox waits for the connection: every message not stored yet waits with it. */
  stalled: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const refused = entry.status === "refused";
  const state = refused
    ? refusalText(entry)
    : entry.status === "stored"
      ? t("chat.sent")
      : stalled
        ? t("chat.queued")
        : t("chat.sending");
  return (
    <Box
      component="li"
      data-pending={entry.status}
      sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end" }}
    >
      <Box
        sx={{
          ...bubble(true),
          opacity: refused ? 1 : 0.7,
          ...(refused && {
            bgcolor: "background.paper",
            color: "error.dark",
            border: 1,
            borderColor: "error.main",
          }),
        }}
      >
        <Typography variant="body2" component="p">
          {entry.kind === "card" ? t("chat.card") : <MessageText text={entry.text} />}
        </Typography>
      </Box>
      <Typography
        variant="caption"
        color={refused ? "error" : "text.secondary"}
        sx={{ px: 0.5, textAlign: "right" }}
      >
        {state}
      </Typography>
      {refused && (
        <Box sx={{ display: "flex", gap: 0.5 }}>
          <Button size="small" color="error" onClick={() => onRetry(entry.clientId)}>
            {t("chat.retry")}
          </Button>
          <Button size="small" onClick={() => onDiscard(entry.clientId)}>
            {t("chat.discard")}
          </Button>
        </Box>
      )}
    </Box>
  );
});
