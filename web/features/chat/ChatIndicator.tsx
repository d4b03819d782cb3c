import ChatIcon from "@mui/icons-material/Chat";
import { Badge, Box, keyframes } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useChat } from "./context";

const blink = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.25; transform: scale(1.15); }
`;

/**
 * The chat icon with my unread count; it blinks for the spec's 3000 ms when a message arrives for a room
 * that is not open (with reduced motion: a highlight instead of the animation).
 */
export function ChatIndicator() {
  const { t } = useTranslation();
  const { unread, blinking } = useChat();
  return (
    <Box
      component="span"
      // the count is said by the item's own text; the icon is decoration
      aria-hidden
      data-blinking={blinking ? "true" : "false"}
      title={blinking ? t("chat.newMessage") : undefined}
      sx={{
        display: "inline-flex",
        borderRadius: "50%",
        ...(blinking && {
          color: "secondary.main",
          animation: `${blink} 500ms ease-in-out 6`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none", bgcolor: "action.selected" },
        }),
      }}
    >
      <Badge badgeContent={unread || undefined} color="error" max={99} data-testid="chat-unread">
        <ChatIcon />
      </Badge>
    </Box>
  );
}
