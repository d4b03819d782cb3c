import CloseIcon from "@mui/icons-material/Close";
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFloorMeeting, TFloorSide, TFloorState } from "../../../shared/contract";
import { useMeetingPlaces, usePlace } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";
import { liveFloorKeys, useCorrectDay } from "./api";
import { telHref, venueTime } from "./floor-states";
import { StateSwatch } from "./Legend";

export interface PanelTarget {
  title: string;
  state: TFloorState;
  meeting: TFloorMeeting | null;
}

type SideKey = "applicant" | "acceptor";

/** The side panel of a place or meeting: both sides with arrival and phone, corrections, and moving it. */
export function MeetingPanel({
  subEventId,
  target,
  timeZone,
  canManage,
  onClose,
}: {
  subEventId: number;
  target: PanelTarget | null;
  timeZone: string;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={target !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 400 }, p: 2 } } }}
    >
      {target && (
        <Stack spacing={2} role="region" aria-label={target.title}>
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="h6" component="h2">
              {target.title}
            </Typography>
            <IconButton onClick={onClose} aria-label={t("common.close")}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <StateSwatch state={target.state} />
            <Typography>{t(`liveFloor.state.${target.state}`)}</Typography>
            {target.meeting?.disputed && (
              <Chip size="small" color="warning" label={t("liveFloor.disputed")} />
            )}
          </Stack>
          {target.meeting ? (
            <MeetingBody
              subEventId={subEventId}
              meeting={target.meeting}
              timeZone={timeZone}
              canManage={canManage}
            />
          ) : (
            <Typography color="text.secondary">{t("liveFloor.freePlace")}</Typography>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

function MeetingBody({
  subEventId,
  meeting,
  timeZone,
  canManage,
}: {
  subEventId: number;
  meeting: TFloorMeeting;
  timeZone: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const correct = useCorrectDay(subEventId);
  const run = (action: "arrived" | "clearNoShow" | "markNoShow", side?: SideKey) =>
    correct
      .mutateAsync({ meetingId: meeting.id, action, side })
      .then(() => toast(t(`liveFloor.done.${action}`), "success"))
      .catch(toastError);
  const absent = (side: SideKey) => meeting.noShow === "both" || meeting.noShow === side;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {venueTime(meeting.startsAt, timeZone)}–{venueTime(meeting.endsAt, timeZone)}
        {meeting.placeName ? ` · ${meeting.placeName}` : ""}
      </Typography>
      {(["applicant", "acceptor"] as const).map((key) => (
        <SideCard
          key={key}
          side={meeting[key]}
          arrivedAt={meeting[key === "applicant" ? "applicantArrivedAt" : "acceptorArrivedAt"]}
          absent={absent(key)}
          timeZone={timeZone}
          busy={correct.isPending}
          onArrived={() => run("arrived", key)}
          onAbsent={() => run("markNoShow", key)}
        />
      ))}
      {meeting.noShow && (
        <Button
          variant="contained"
          color="success"
          disabled={correct.isPending}
          onClick={() => run("clearNoShow")}
        >
          {t("liveFloor.clearNoShow")}
        </Button>
      )}
      {canManage && <MovePlace subEventId={subEventId} meeting={meeting} />}
    </Stack>
  );
}

function SideCard({
  side,
  arrivedAt,
  absent,
  timeZone,
  busy,
  onArrived,
  onAbsent,
}: {
  side: TFloorSide;
  arrivedAt: string | null;
  absent: boolean;
  timeZone: string;
  busy: boolean;
  onArrived: () => void;
  onAbsent: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{side.company}</Typography>
      <Typography variant="body2">{side.person}</Typography>
      {side.phone ? (
        <Link
          href={telHref(side.phone)}
          variant="body2"
          aria-label={t("liveFloor.call", { who: side.person || side.company })}
        >
          {side.phone}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("liveFloor.noPhone")}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {arrivedAt
          ? t("liveFloor.arrivedAt", { time: venueTime(arrivedAt, timeZone) })
          : absent
            ? t("liveFloor.markedAbsent")
            : t("liveFloor.notArrived")}
      </Typography>
      {!arrivedAt && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
          <Button size="small" variant="contained" disabled={busy} onClick={onArrived}>
            {t("liveFloor.markArrived")}
          </Button>
          {!absent && (
            <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onAbsent}>
              {t("liveFloor.markAbsent")}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** Moving the meeting to another place free at its time (the host's picker call, then hostSetMeetingPlace). */
function MovePlace({ subEventId, meeting }: { subEventId: number; meeting: TFloorMeeting }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const free = useMeetingPlaces(meeting.id, open);
  const move = usePlace();
  const client = useQueryClient();
  const current = free.data?.current ?? null;
  const options = (free.data?.places ?? []).filter((p) => p.id !== current);
  return (
    <>
      <Divider />
      <TextField
        select
        size="small"
        label={t("liveFloor.move")}
        value=""
        disabled={move.isPending}
        slotProps={{
          select: { onOpen: () => setOpen(true), onClose: () => setOpen(false), displayEmpty: true },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const placeId = Number(e.target.value);
          const chosen = options.find((o) => o.id === placeId);
          move
            .mutateAsync({ meetingId: meeting.id, placeId })
            .then(() => toast(t("liveFloor.moved", { place: chosen?.name ?? "" }), "success"))
            .catch(toastError)
            .finally(() => client.invalidateQueries({ queryKey: liveFloorKeys.all(subEventId) }));
        }}
      >
        <MenuItem value="" disabled>
          {t("liveFloor.movePick")}
        </MenuItem>
        {free.isLoading && (
          <MenuItem disabled value="loading">
            {t("common.loading")}
          </MenuItem>
        )}
        {free.data && options.length === 0 && (
          <MenuItem disabled value="none">
            {t("liveFloor.noFreePlace")}
          </MenuItem>
        )}
        {options.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.zone ? `${p.zone} · ${p.name}` : p.name}
            {p.ownerName ? ` (${p.ownerName})` : ""}
          </MenuItem>
        ))}
      </TextField>
      {free.isError && <Alert severity="error">{t("liveFloor.moveError")}</Alert>}
    </>
  );
}
