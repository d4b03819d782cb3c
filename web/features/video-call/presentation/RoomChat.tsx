import DeleteIcon from "@mui/icons-material/Delete";
import { Box, Button, IconButton, List, ListItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPresentationMessage } from "../../../../shared/video/presentation";
import { toast } from "../../../lib/toast";
import type { PresentationControls } from "../../video/janus/presentation-room";

/** The presentation room's chat (13.30-13.33): input disabled while prohibited, presenters delete messages. */
export function RoomChat({
  controls,
  messages,
  blocked,
}: {
  controls: PresentationControls;
  messages: TPresentationMessage[];
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const moderator = controls.stage !== "none";
  const send = async () => {
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    const error = await controls.send(value);
    setBusy(false);
    if (!error) setText("");
    else toast(error === "chatBlocked" ? t("presentation.chatBlocked") : t("presentation.sendFailed"));
  };
  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 240 }}
      data-testid="room-chat"
    >
      <List dense aria-live="polite" sx={{ flex: 1, overflowY: "auto" }}>
        {messages.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t("presentation.chatEmpty")}
          </Typography>
        )}
        {messages.map((m) => (
          <ListItem
            key={m.id}
            secondaryAction={
              moderator ? (
                <IconButton
                  edge="end"
                  aria-label={t("presentation.deleteMessage")}
                  onClick={() => void controls.deleteMessage(m.id)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ) : undefined
            }
          >
            <Box>
              <Typography variant="caption" color="text.secondary">
                {m.name}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {m.text}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
      {blocked && (
        <Typography variant="body2" color="error" role="status" sx={{ px: 1 }}>
          {t("presentation.chatBlocked")}
        </Typography>
      )}
      <Box
        component="form"
        sx={{ display: "flex", gap: 1, p: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <TextField
          size="small"
          fullWidth
          value={text}
          disabled={blocked}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, "aria-label": t("presentation.chatPlaceholder") } }}
          placeholder={t("presentation.chatPlaceholder")}
        />
        <Button type="submit" variant="contained" disabled={blocked || busy || !text.trim()}>
          {t("presentation.send")}
        </Button>
      </Box>
    </Box>
  );
}
