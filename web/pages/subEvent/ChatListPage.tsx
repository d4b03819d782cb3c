import {
  Box,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TChatRoom } from "../../../shared/contract";
import { visuallyHidden } from "../../features/chat/a11y";
import { useChat } from "../../features/chat/context";
import { Empty, Loading } from "../../features/common/states";

const phoneOf = (r: TChatRoom) =>
  [r.countryNumber && `+${r.countryNumber}`, r.phoneNumber].filter(Boolean).join(" ");

function Unread({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        0
      </Typography>
    );
  return (
    <Chip
      size="small"
      color="error"
      label={
        <>
          <span aria-hidden>{count > 99 ? "99+" : count}</span>
          <Box component="span" sx={visuallyHidden}>
            {t("chat.unreadCount", { count })}
          </Box>
        </>
      }
    />
  );
}

/**
 * /subEvent/{id}/chatList: my rooms of the sub-event with the other company, contact, email, phone and my
 * unread count (live); a row opens the drawer on its room. Loading errors show as an empty list (spec).
 * `?room=<id>` (the phone's meeting card) opens that room once the list has it.
 */
export default function ChatListPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("sm"));
  const chat = useChat();
  const rooms = chat.rooms;
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get("room"));
  const { open, roomsLoading } = chat;
  useEffect(() => {
    if (!wanted || roomsLoading || !rooms.some((r) => r.id === wanted)) return;
    open(wanted);
    setParams(
      (p) => {
        p.delete("room");
        return p;
      },
      { replace: true },
    );
  }, [wanted, roomsLoading, rooms, open, setParams]);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("chat.listTitle")}
      </Typography>
      {chat.roomsLoading ? (
        <Loading />
      ) : rooms.length === 0 ? (
        <Empty>{t("chat.emptyList")}</Empty>
      ) : wide ? (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label={t("chat.listTitle")} sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  {["company", "name", "email", "phone", "unread"].map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                      {t(`chat.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rooms.map((r) => (
                  <TableRow
                    key={r.id}
                    hover
                    tabIndex={0}
                    aria-label={t("chat.withCompany", { company: r.company })}
                    onClick={() => chat.open(r.id)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" || e.key === " ") {
                        e.preventDefault();
                        chat.open(r.id);
                      }
                    }}
                    selected={chat.openRoomId === r.id}
                    sx={{ cursor: "pointer" }}
                  >
                    <TableCell sx={{ fontWeight: 600 }}>{r.company}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{r.email}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{phoneOf(r)}</TableCell>
                    <TableCell>
                      <Unread count={r.unreadMessageCount} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t("chat.listTitle")}>
            {rooms.map((r, i) => (
              <ListItemButton
                key={r.id}
                divider={i < rooms.length - 1}
                onClick={() => chat.open(r.id)}
                sx={{ gap: 1 }}
              >
                <ListItemText
                  primary={r.company}
                  secondary={[r.name, r.email, phoneOf(r)].filter(Boolean).join(" · ")}
                  slotProps={{
                    primary: { sx: { fontWeight: 600 } },
                    secondary: { sx: { overflowWrap: "anywhere" } },
                  }}
                />
                {r.unreadMessageCount > 0 && <Unread count={r.unreadMessageCount} />}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
