import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TChatCard, TChatMessage } from "../../../shared/contract";
import { currentLanguage } from "../../i18n";
import { MessageText } from "./MessageText";
import type { Pending } from "./pending";
import { displayName } from "./text";

/** Time of a message in the viewer's zone: the hour today, the date too otherwise. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(currentLanguage() === "zh" ? "zh-CN" : currentLanguage(), {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
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

/** One stored message: author (the part before the pipe), text or card, time, my delivery state. */
export function MessageBubble({
  message,
  mine,
  read,
  onDelete,
}: {
  message: TChatMessage;
  mine: boolean;
  read: boolean;
  onDelete?: () => void;
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
          <IconButton size="small" aria-label={t("chat.deleteMine")} onClick={onDelete}>
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
        {messageTime(message.createdAt)}
        {mine && ` · ${read ? t("chat.read") : t("chat.sent")}`}
      </Typography>
    </Box>
  );
}

/** A send of mine not stored yet: sending, or failed with retry and discard. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: Pending;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = pending.status === "failed";
  return (
    <Box component="li" sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end" }}>
      <Box
        sx={{
          ...bubble(true),
          opacity: failed ? 1 : 0.7,
          ...(failed && {
            bgcolor: "background.paper",
            color: "error.dark",
            border: 1,
            borderColor: "error.main",
          }),
        }}
      >
        <Typography variant="body2" component="p">
          {pending.kind === "card" ? t("chat.card") : <MessageText text={pending.text} />}
        </Typography>
      </Box>
      {failed ? (
        <Box sx={{ display: "flex", gap: 0.5 }}>
          <Button size="small" color="error" onClick={onRetry}>
            {t("chat.failed")}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {t("chat.discard")}
          </Button>
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary" role="status">
          {t("chat.sending")}
        </Typography>
      )}
    </Box>
  );
}
