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
import type { TMeeting, TPresence } from "../../../shared/contract";
import { useBlock, usePlace, useUnblockCompany } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";
import { scrollHint, stackedOnPhones } from "../common/responsive-table";
import { MeetingPresence } from "../video-call/MeetingPresence";
import { PlacePicker } from "./PlacePicker";
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

/**
 * The companies unavailable in a slot: their own marks as names, the host's blocks of single companies with a
 * "host block" chip and an Unblock button (only the host lifts those).
 */
function UnavailableList({ slot }: { slot: BoardSlot }) {
  const { t } = useTranslation();
  const unblock = useUnblockCompany();
  const own = slot.unavailable.filter((u) => !u.byHost);
  const byHost = slot.unavailable.filter((u) => u.byHost);
  return (
    <Stack sx={{ gap: 1 }}>
      {own.length > 0 && (
        <Typography sx={{ overflowWrap: "anywhere" }}>{own.map((u) => u.companyName).join(", ")}</Typography>
      )}
      {byHost.map((u) => (
        <Stack key={u.meetingId} direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ overflowWrap: "anywhere" }}>{u.companyName}</Typography>
          <Chip size="small" label={t("hostMeetings.companyBlockChip")} />
          <Button
            size="small"
            disabled={unblock.isPending}
            aria-label={t("hostMeetings.unblockCompanyLabel", {
              company: u.companyName,
              date: slot.date,
              time: slot.startTime,
            })}
            onClick={() =>
              unblock
                .mutateAsync(u.meetingId)
                .then(() => toast(t("hostMeetings.companyUnblocked"), "success"))
                .catch(toastError)
            }
          >
            {t("hostMeetings.unblock")}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

/** The meeting board's table: each slot with its meetings, unavailable companies and a block toggle. */
export function BoardTable({
  subEventId,
  slots,
  hasPlaces = false,
  onCancel,
  presence,
}: {
  subEventId: number;
  slots: BoardSlot[];
  /** The sub-event has places: a meeting's place is picked among the free ones. */
  hasPlaces?: boolean;
  onCancel: (meeting: TMeeting) => void;
  /** Who is connected in each online meeting's video room (live). */
  presence?: Map<number, TPresence>;
}) {
  const { t } = useTranslation();
  const block = useBlock(subEventId);
  return (
    <TableContainer component={Paper} variant="outlined" sx={scrollHint}>
      <Table
        size="small"
        // on phones a slot is a card; its empty cells (no meetings, nobody unavailable) are left out
        sx={[
          stackedOnPhones(720),
          (theme) => ({
            [theme.breakpoints.down("sm")]: { "& > tbody td[data-empty]": { display: "none" } },
          }),
        ]}
        aria-label={t("hostMeetings.title")}
      >
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
              <TableCell
                data-label={t("hostMeetings.time")}
                sx={{ whiteSpace: "nowrap", verticalAlign: "top" }}
              >
                <Typography sx={{ fontWeight: 600 }}>{s.date}</Typography>
                {s.startTime}–{s.endTime}
                {s.hostBlocked && <Chip size="small" label={t("hostMeetings.blocked")} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell
                data-label={t("hostMeetings.meetings")}
                data-empty={s.meetings.length === 0 || undefined}
                sx={{ verticalAlign: "top" }}
              >
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
                          {m.mode === "offline" &&
                            (hasPlaces || m.placeId !== null ? (
                              <PlacePicker meeting={m} />
                            ) : (
                              <PlaceField meeting={m} />
                            ))}
                          <Button size="small" color="error" onClick={() => onCancel(m)}>
                            {t("hostMeetings.cancel")}
                          </Button>
                        </>
                      )}
                      {m.status === "agree" && m.mode === "online" && (
                        <MeetingPresence meeting={m} presence={presence?.get(m.id)} />
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
              <TableCell
                data-label={t("hostMeetings.unavailable")}
                data-empty={s.unavailable.length === 0 || undefined}
                sx={{ verticalAlign: "top" }}
              >
                <UnavailableList slot={s} />
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
