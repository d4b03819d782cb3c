import {
  Button,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TDirectRoom } from "../../../shared/contract";
import { useSaveDirectRoom } from "../../api/video";
import { toast, toastError } from "../../lib/toast";
import { scrollHint, stackedOnPhones } from "../common/responsive-table";
import { COPIED_MS, copyLink } from "./copy-link";

/** The link of direct room n of an event (anyone with it enters by name while the room is open). */
export const directLink = (eventId: number, n: number) =>
  `${window.location.origin}/direct/${n}?eventId=${eventId}`;

function RoomRow({ room }: { room: TDirectRoom }) {
  const { t } = useTranslation();
  const save = useSaveDirectRoom(room.eventId);
  const [title, setTitle] = useState(room.title);
  const [copied, setCopied] = useState(false);
  useEffect(() => setTitle(room.title), [room.title]);
  const store = (open: boolean) =>
    save
      .mutateAsync({ number: room.number, open, title: title.trim() })
      .then(() => toast(t("videoCall.host.saved"), "success"))
      .catch(toastError);
  const link = directLink(room.eventId, room.number);
  return (
    <TableRow data-testid="direct-room">
      <TableCell data-label={t("videoCall.host.roomNumber")}>{room.number}</TableCell>
      <TableCell data-label={t("videoCall.host.roomTitle")}>
        <TextField
          size="small"
          value={title}
          onChange={(e) => setTitle(e.target.value.slice(0, 60))}
          onBlur={() => title.trim() !== room.title && void store(room.open)}
          slotProps={{ htmlInput: { "aria-label": `${t("videoCall.host.roomTitle")} ${room.number}` } }}
          placeholder={t("videoCall.direct.title", { n: room.number })}
        />
      </TableCell>
      <TableCell data-label={t("videoCall.host.roomOpen")}>
        <Switch
          checked={room.open}
          disabled={save.isPending}
          onChange={(e) => void store(e.target.checked)}
          slotProps={{ input: { "aria-label": `${t("videoCall.host.roomOpen")} ${room.number}` } }}
        />
      </TableCell>
      <TableCell data-label={t("videoCall.host.present")}>{room.present}</TableCell>
      <TableCell data-label={t("videoCall.host.link")}>
        <Button
          size="small"
          onClick={() =>
            void copyLink(link).then((ok) => {
              if (!ok) return;
              setCopied(true);
              setTimeout(() => setCopied(false), COPIED_MS);
            })
          }
        >
          {copied ? t("videoCall.host.copied") : t("videoCall.host.copy")}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The event's ten direct rooms: name, open or closed, who is in, the link (cards on phones). */
export function DirectRoomsTable({ rooms }: { rooms: TDirectRoom[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined" sx={scrollHint}>
      <Table size="small" sx={stackedOnPhones(640)} aria-label={t("videoCall.host.directRooms")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("videoCall.host.roomNumber")}</TableCell>
            <TableCell>{t("videoCall.host.roomTitle")}</TableCell>
            <TableCell>{t("videoCall.host.roomOpen")}</TableCell>
            <TableCell>{t("videoCall.host.present")}</TableCell>
            <TableCell>{t("videoCall.host.link")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room) => (
            <RoomRow key={room.number} room={room} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
