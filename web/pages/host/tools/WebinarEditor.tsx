import {
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { THostWebinar, TSubEvent } from "../../../../shared/contract";
import { useSaveWebinar } from "../../../api/webinars";
import { useParticipants } from "../../../api/workspace";
import { FileUpload } from "../../../features/forms/FileUpload";
import { toast, toastError } from "../../../lib/toast";

interface Option {
  id: number;
  label: string;
}

/** Adds or edits a webinar: title, venue times, link, HTML description, files, presenters (in order). */
export function WebinarEditor({
  subEvent,
  webinar,
  onClose,
}: {
  subEvent: TSubEvent;
  webinar?: THostWebinar;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const save = useSaveWebinar(subEvent.id);
  const [word, setWord] = useState("");
  const participants = useParticipants(subEvent.id, "all", 0, 100, word);
  const [form, setForm] = useState(() => ({
    title: webinar?.title ?? "",
    startDate: webinar?.venue.startDate ?? subEvent.subEventStartDate,
    startTime: webinar?.venue.startTime ?? "10:00",
    endDate: webinar?.venue.endDate ?? subEvent.subEventStartDate,
    endTime: webinar?.venue.endTime ?? "11:00",
    zoomLink: webinar?.zoomLink ?? "",
    content: webinar?.content ?? "",
  }));
  const [files, setFiles] = useState(webinar?.atchFiles ?? []);
  const [presenters, setPresenters] = useState<Option[]>(
    webinar?.presenters.map((p) => ({ id: p.applicationId, label: p.companyName })) ?? [],
  );
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const options: Option[] = (participants.data?.content ?? []).map((p) => ({
    id: p.applicationId,
    label: [p.companyName, p.managerName].filter(Boolean).join(" · "),
  }));
  const submit = () => {
    if (!form.title.trim()) return toast(t("webinar.titleRequired"));
    save.mutate(
      {
        id: webinar?.id,
        body: { ...form, fileIds: files.map((f) => f.id), presenterIds: presenters.map((p) => p.id) },
      },
      { onSuccess: onClose, onError: toastError },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="webinar-editor"
    >
      <DialogTitle id="webinar-editor">
        {webinar ? t("hostTools.editWebinar") : t("hostTools.addWebinar")}
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
              label={t("hostTools.startDate")}
              value={form.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label={t("hostTools.startTime")}
              value={form.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t("hostTools.endDate")}
              value={form.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label={t("hostTools.endTime")}
              value={form.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <TextField
            label={t("hostTools.zoomLink")}
            helperText={t("hostTools.zoomLinkHelp", { zone: subEvent.timeZone })}
            value={form.zoomLink}
            onChange={(e) => set({ zoomLink: e.target.value })}
          />
          <TextField
            multiline
            minRows={5}
            label={t("hostTools.description")}
            helperText={t("hostTools.descriptionHelp")}
            value={form.content}
            onChange={(e) => set({ content: e.target.value })}
          />
          <Autocomplete
            multiple
            options={options}
            value={presenters}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, value) => setPresenters(value)}
            onInputChange={(_, value, reason) => reason === "input" && setWord(value.trim())}
            loading={participants.isFetching}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => (
                <Chip
                  {...getItemProps({ index })}
                  key={option.id}
                  label={index === 0 ? `${option.label} (${t("hostTools.firstPresenter")})` : option.label}
                />
              ))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("webinar.presenters")}
                helperText={t("hostTools.presentersHelp")}
              />
            )}
          />
          <Stack sx={{ gap: 1 }}>
            {files.map((f) => (
              <Stack key={f.id} direction="row" sx={{ gap: 1, alignItems: "center" }}>
                <Chip
                  label={f.fileName}
                  onDelete={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
                />
              </Stack>
            ))}
            {files.length < 10 && (
              <FileUpload
                eventId={subEvent.eventId}
                label={t("hostTools.attachFile")}
                onUploaded={(file) => setFiles((all) => [...all, file])}
              />
            )}
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
