import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TChatRoom } from "../../../shared/contract";
import { useBlackList, useSetBlocked } from "../../api/chat";
import { toastError } from "../../lib/toast";
import { displayName } from "./text";

/**
 * The room's block list (the spec's black list): who is blocked, released by the side that blocked; and
 * the other side's members, each of whom my side can block from writing here.
 */
export function BlockDialog({
  room,
  open,
  onClose,
}: {
  room: TChatRoom;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useBlackList(room.id, open);
  const setBlocked = useSetBlocked(room.id, room.subEventId);
  const blocked = list.data ?? [];
  const isBlocked = new Set(blocked.map((b) => b.identity));
  const change = (identity: string, value: boolean) =>
    setBlocked.mutate({ identity, blocked: value }, { onError: toastError });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-block-title">
      <DialogTitle id="chat-block-title">{t("chat.blockedList")}</DialogTitle>
      <DialogContent>
        {list.isLoading ? (
          <Typography color="text.secondary">{t("common.loading")}</Typography>
        ) : blocked.length === 0 ? (
          <Typography color="text.secondary" data-testid="chat-no-blocked">
            {t("chat.noBlocked")}
          </Typography>
        ) : (
          <List dense aria-label={t("chat.blockedList")}>
            {blocked.map((b) => (
              <ListItem
                key={b.identity}
                secondaryAction={
                  b.blockedByMySide && (
                    <Button
                      size="small"
                      onClick={() => change(b.identity, false)}
                      disabled={setBlocked.isPending}
                    >
                      {t("chat.unblock")}
                    </Button>
                  )
                }
              >
                <ListItemText primary={displayName(b.name)} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t("chat.membersOf", { company: room.company })}
          </Typography>
          <List dense>
            {room.otherMembers.map((m) => (
              <ListItem
                key={m.identity}
                secondaryAction={
                  !isBlocked.has(m.identity) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => change(m.identity, true)}
                      disabled={setBlocked.isPending || list.isLoading}
                    >
                      {t("chat.block")}
                    </Button>
                  )
                }
              >
                <ListItemText primary={displayName(m.name)} />
              </ListItem>
            ))}
          </List>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("chat.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
