import { IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useWorkspace } from "../workspace/context";
import { ChatIndicator } from "./ChatIndicator";
import { useChat } from "./context";

/** On narrow screens (the sidebar folded away) the top bar carries the chat indicator to the chat list. */
export function ChatShortcut() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const chat = useChat();
  if (!chat.enabled) return null;
  const label = chat.unread
    ? `${t("workspace.nav.chat")} (${t("chat.unreadCount", { count: chat.unread })})`
    : t("workspace.nav.chat");
  return (
    <IconButton component={RouterLink} to={`/subEvent/${subEvent.id}/chatList`} aria-label={label}>
      <ChatIndicator />
    </IconButton>
  );
}
