import {
  Avatar,
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
import type { TSubEvent } from "../../../../shared/contract";
import { useDeleteSpeaker, useHostSpeakers, useSaveSpeaker } from "../../../api/programme";
import { ConfirmDialog } from "../../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { FileUpload } from "../../../features/forms/FileUpload";
import { toast, toastError } from "../../../lib/toast";

type Speaker = NonNullable<ReturnType<typeof useHostSpeakers>["data"]>[number];

function SpeakerEditor({
  subEvent,
  speaker,
  onClose,
}: {
  subEvent: TSubEvent;
  speaker?: Speaker;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSpeaker(subEvent.id);
  const [form, setForm] = useState({
    name: speaker?.name ?? "",
    company: speaker?.company ?? "",
    position: speaker?.position ?? "",
    email: speaker?.email ?? "",
    bio: speaker?.bio ?? "",
    sort: speaker?.sort ?? 0,
  });
  const [photo, setPhoto] = useState(speaker?.photo ?? null);
  const submit = () => {
    if (!form.name.trim()) return toast(t("programme.nameRequired"));
    save.mutate(
      { id: speaker?.id, body: { ...form, photoFileId: photo?.id ?? null } },
      { onSuccess: onClose, onError: toastError },
    );
  };
  const field = (key: "name" | "company" | "position" | "email", required = false) => (
    <TextField
      required={required}
      label={t(`programmeUi.field.${key}`)}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="speaker-editor">
      <DialogTitle id="speaker-editor">
        {speaker ? t("programmeUi.editSpeaker") : t("programmeUi.addSpeaker")}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {field("name", true)}
          <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
            {field("position")}
            {field("company")}
          </Stack>
          {field("email")}
          <TextField
            multiline
            minRows={3}
            label={t("programmeUi.field.bio")}
            value={form.bio}
            onChange={(e) => setForm({ ...form, bio: e.target.value })}
          />
          <TextField
            type="number"
            label={t("programmeUi.field.sort")}
            value={form.sort}
            onChange={(e) => setForm({ ...form, sort: Math.max(0, Number(e.target.value) || 0) })}
          />
          <Stack direction="row" sx={{ gap: 2, alignItems: "center" }}>
            <Avatar src={photo?.filePath} alt="" sx={{ width: 56, height: 56 }} />
            <FileUpload
              eventId={subEvent.eventId}
              purpose="public"
              accept="image/*"
              label={t("programmeUi.photo")}
              fileName={photo?.fileName}
              onUploaded={(file) => setPhoto(file)}
              onRemove={() => setPhoto(null)}
              removeLabel={t("common.delete")}
            />
          </Stack>
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

/** The host's speakers: add, edit (photo, bio, company), delete. */
export default function SpeakersAdmin({ subEvent }: { subEvent: TSubEvent }) {
  const { t } = useTranslation();
  const list = useHostSpeakers(subEvent.id);
  const remove = useDeleteSpeaker();
  const [editing, setEditing] = useState<Speaker | "new">();
  const [deleting, setDeleting] = useState<Speaker>();
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography component="h2" variant="h5">
          {t("programmeUi.speakers")}
        </Typography>
        <Button variant="contained" onClick={() => setEditing("new")}>
          {t("programmeUi.addSpeaker")}
        </Button>
      </Stack>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && <Empty>{t("programmeUi.noSpeakers")}</Empty>}
      <Stack sx={{ gap: 1 }}>
        {list.data?.map((s) => (
          <Paper key={s.id} variant="outlined" sx={{ p: 1.5, display: "flex", gap: 2, alignItems: "center" }}>
            <Avatar src={s.photo?.filePath} alt="">
              {s.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[s.position, s.company, s.email].filter(Boolean).join(" · ")} ·{" "}
                {t("programmeUi.sessionCount", { count: s.sessions.length })}
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
        <SpeakerEditor
          subEvent={subEvent}
          speaker={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={t("programmeUi.confirmDeleteSpeaker", { name: deleting?.name ?? "" })}
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
