import BadgeIcon from "@mui/icons-material/Badge";
import SendIcon from "@mui/icons-material/Send";
import { Box, Button, IconButton, TextField, Tooltip, Typography } from "@mui/material";
import { forwardRef, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_TEXT_MAX } from "../../../shared/contract";
import { charCount, sendable } from "./text";

const TYPING_EVERY_MS = 2_000;

/**
 * The input: Enter sends, Shift+Enter breaks the line; blank messages are never sent (no request); the
 * counter turns red past the limit and sending stops there. Disabled while I am blocked.
 */
export const Composer = forwardRef<
  HTMLTextAreaElement,
  {
    disabled: boolean;
    onSend: (text: string) => void;
    onSendCard: () => void;
    onTyping: () => void;
  }
>(function Composer({ disabled, onSend, onSendCard, onTyping }, ref) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const lastTyping = useRef(0);
  const count = charCount(text);
  const over = count > CHAT_TEXT_MAX;
  const ready = sendable(text);
  const canSend = !disabled && ready.trim().length > 0 && !over;

  const submit = () => {
    if (!canSend) return;
    onSend(ready);
    setText("");
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: "divider", p: 1.5, display: "grid", gap: 0.5 }}
    >
      <TextField
        inputRef={ref}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const now = Date.now();
          if (now - lastTyping.current > TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        disabled={disabled}
        multiline
        maxRows={5}
        size="small"
        fullWidth
        label={t("chat.placeholder")}
        error={over}
        slotProps={{ htmlInput: { "aria-describedby": "chat-counter" } }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Tooltip title={t("chat.sendCard")}>
          <span>
            <IconButton aria-label={t("chat.sendCard")} onClick={onSendCard} disabled={disabled} size="small">
              <BadgeIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          id="chat-counter"
          variant="caption"
          color={over ? "error" : "text.secondary"}
          sx={{ flex: 1 }}
          aria-live={over ? "polite" : "off"}
        >
          {t("chat.counter", { count, max: CHAT_TEXT_MAX })}
          {over && ` · ${t("chat.tooLong", { max: CHAT_TEXT_MAX })}`}
        </Typography>
        <Button type="submit" variant="contained" size="small" endIcon={<SendIcon />} disabled={!canSend}>
          {t("chat.send")}
        </Button>
      </Box>
    </Box>
  );
});
