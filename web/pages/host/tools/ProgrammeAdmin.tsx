import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSession, TSubEvent } from "../../../../shared/contract";
import { useDeleteSession, useHostSpeakers, useProgramme, useSaveSession } from "../../../api/programme";
import { ConfirmDialog } from "../../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { toast, toastError } from "../../../lib/toast";

function SessionEditor({
  subEvent,
  session,
  onClose,
}: {
  subEvent: TSubEvent;
  session?: TSession;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSession(subEvent.id);
  const speakers = useHostSpeakers(subEvent.id);
  const [form, setForm] = useState({
    title: session?.title ?? "",
    description: session?.description ?? "",
    track: session?.track ?? "",
    room: session?.room ?? "",
    date: session?.venue.date ?? subEvent.subEventStartDate,
    startTime: session?.venue.startTime ?? "10:00",
    endTime: session?.venue.endTime ?? "11:00",
  });
  const [chosen, setChosen] = useState<number[]>(session?.speakers.map((s) => s.id) ?? []);
  const options = speakers.data ?? [];
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    if (!form.title.trim()) return toast(t("programme.titleRequired"));
    save.mutate(
      { id: session?.id, body: { ...form, speakerIds: chosen } },
      { onSuccess: onClose, onError: toastError },
    );
  };
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="session-editor">
      <DialogTitle id="session-editor">
        {session ? t("programmeUi.editSession") : t("programmeUi.addSession")}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            required
            label={t("hostTools.webinarTitle")}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
            <TextField
              type="date"
              label={t("meetings.date")}
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
              slotProps={shrink}
            />
            <TextField
              type="time"
              label={t("hostTools.startTime")}
              value={form.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
              slotProps={shrink}
            />
            <TextField
              type="time"
              label={t("hostTools.endTime")}
              value={form.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
              slotProps={shrink}
            />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t("programmeUi.venueZone", { zone: subEvent.timeZone })}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
            <TextField
              label={t("programmeUi.field.track")}
              value={form.track}
              onChange={(e) => set({ track: e.target.value })}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t("programmeUi.field.room")}
              value={form.room}
              onChange={(e) => set({ room: e.target.value })}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Autocomplete
            multiple
            options={options.map((s) => s.id)}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            getOptionLabel={(id) => options.find((s) => s.id === id)?.name ?? String(id)}
            renderInput={(params) => <TextField {...params} label={t("programmeUi.speakers")} />}
          />
          <TextField
            multiline
            minRows={3}
            label={t("programmeUi.field.description")}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t("common.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The host's programme: sessions by day with track, room and speakers; add, edit, delete. */
export default function ProgrammeAdmin({ subEvent }: { subEvent: TSubEvent }) {
  const { t } = useTranslation();
  const programme = useProgramme(subEvent.id);
  const remove = useDeleteSession();
  const [editing, setEditing] = useState<TSession | "new">();
  const [deleting, setDeleting] = useState<TSession>();
  const sessions = programme.data?.sessions ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography component="h2" variant="h5">
          {t("programmeUi.programme")}
        </Typography>
        <Button variant="contained" onClick={() => setEditing("new")}>
          {t("programmeUi.addSession")}
        </Button>
      </Stack>
      {programme.isLoading && <Loading />}
      {programme.isError && <LoadError error={programme.error} onRetry={() => programme.refetch()} />}
      {programme.data && sessions.length === 0 && <Empty>{t("programmeUi.noSessions")}</Empty>}
      <Stack sx={{ gap: 1 }}>
        {sessions.map((s) => (
          <Paper
            key={s.id}
            variant="outlined"
            sx={{ p: 1.5, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}
          >
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {s.venue.date} {s.venue.startTime}–{s.venue.endTime}
                {[s.track, s.room].filter(Boolean).map((x) => ` · ${x}`)}
                {s.speakers.length > 0 ? ` · ${s.speakers.map((p) => p.name).join(", ")}` : ""}
              </Typography>
            </Box>
            <Button size="small" variant="outlined" onClick={() => setEditing(s)}>
              {t("common.edit")}
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(s)}>
              {t("common.delete")}
            </Button>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <SessionEditor
          subEvent={subEvent}
          session={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("programmeUi.confirmDeleteSession", { title: deleting?.title ?? "" })}
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutate(deleting!.id, { onSuccess: () => setDeleting(undefined), onError: toastError })
        }
      />
    </Box>
  );
}
