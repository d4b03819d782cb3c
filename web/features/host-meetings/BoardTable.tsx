import {
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMeeting } from "../../../shared/contract";
import { useBlock, usePlace } from "../../api/host-meetings";
import { toastError } from "../../lib/toast";
import type { BoardSlot } from "./types";

/** The place of an offline meeting, saved when the field loses focus. */
function PlaceField({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const place = usePlace();
  const [value, setValue] = useState(meeting.place);
  useEffect(() => setValue(meeting.place), [meeting.place]);
  return (
    <TextField
      size="small"
      label={t("hostMeetings.place")}
      value={value}
      onChange={(e) => setValue(e.target.value.slice(0, 100))}
      onBlur={() => {
        if (value !== meeting.place)
          place.mutateAsync({ meetingId: meeting.id, place: value }).catch(toastError);
      }}
      sx={{ width: 160 }}
    />
  );
}

/** The meeting board's table: each slot with its meetings, unavailable companies and a block toggle. */
export function BoardTable({
  subEventId,
  slots,
  onCancel,
}: {
  subEventId: number;
  slots: BoardSlot[];
  onCancel: (meeting: TMeeting) => void;
}) {
  const { t } = useTranslation();
  const block = useBlock(subEventId);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" sx={{ minWidth: 720 }} aria-label={t("hostMeetings.title")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("hostMeetings.time")}</TableCell>
            <TableCell>{t("hostMeetings.meetings")}</TableCell>
            <TableCell>{t("hostMeetings.unavailable")}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((s) => (
            <TableRow key={s.startsAt} sx={s.hostBlocked ? { bgcolor: "grey.100" } : undefined}>
              <TableCell sx={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                <Typography sx={{ fontWeight: 600 }}>{s.date}</Typography>
                {s.startTime}–{s.endTime}
                {s.hostBlocked && <Chip size="small" label={t("hostMeetings.blocked")} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ verticalAlign: "top" }}>
                <Stack sx={{ gap: 1 }}>
                  {s.meetings.map((m) => (
                    <Stack key={m.id} direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                      <Chip
                        size="small"
                        label={t(`meetings.status.${m.status}`)}
                        color={m.status === "agree" ? "success" : "default"}
                      />
                      <Typography sx={{ overflowWrap: "anywhere" }}>
                        {m.applicantName} → {m.acceptorName}
                      </Typography>
                      {(m.status === "agree" || m.status === "waiting") && (
                        <>
                          {m.mode === "offline" && <PlaceField meeting={m} />}
                          <Button size="small" color="error" onClick={() => onCancel(m)}>
                            {t("hostMeetings.cancel")}
                          </Button>
                        </>
                      )}
                      {m.reason && (
                        <Typography variant="body2" color="text.secondary">
                          {m.reason}
                        </Typography>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={{ verticalAlign: "top" }}>
                {s.unavailable.map((u) => u.companyName).join(", ")}
              </TableCell>
              <TableCell sx={{ verticalAlign: "top" }}>
                <Button
                  size="small"
                  onClick={() =>
                    block
                      .mutateAsync({
                        on: !s.hostBlocked,
                        slots: [{ date: s.date, startTime: s.startTime }],
                      })
                      .catch(toastError)
                  }
                >
                  {s.hostBlocked ? t("hostMeetings.unblock") : t("hostMeetings.block")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
