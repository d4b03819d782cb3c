import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TBooth, TFile, TSubEvent } from "../../../../shared/contract";
import { useDeleteBooth, useFloorMap, useSaveBooth, useSetFloorPlan } from "../../../api/programme";
import { useParticipants } from "../../../api/workspace";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { FloorPlan } from "../../../features/floor-map/FloorPlan";
import { FileUpload } from "../../../features/forms/FileUpload";
import { toastError } from "../../../lib/toast";

type Draft = {
  id?: number;
  label: string;
  x: number;
  y: number;
  applicationId: number | null;
  companyName: string;
};

/** Reads an uploaded image's size in the browser (it lays the markers out before the image loads). */
function imageSize(file: TFile): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth || 1200, height: img.naturalHeight || 800 });
    img.onerror = reject;
    img.src = file.filePath;
  });
}

function BoothEditor({
  subEventId,
  draft,
  onClose,
}: {
  subEventId: number;
  draft: Draft;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBooth(subEventId);
  const [form, setForm] = useState(draft);
  const [word, setWord] = useState("");
  const participants = useParticipants(subEventId, "all", 0, 50, word);
  const options = (participants.data?.content ?? []).map((p) => ({
    id: p.applicationId,
    label: p.companyName,
  }));
  const current = form.applicationId ? { id: form.applicationId, label: form.companyName } : null;
  const submit = () =>
    save.mutate(
      { id: form.id, body: { label: form.label, x: form.x, y: form.y, applicationId: form.applicationId } },
      { onSuccess: onClose, onError: toastError },
    );
  const fraction = (key: "x" | "y") => (
    <TextField
      type="number"
      label={t(`programmeUi.field.${key}`)}
      value={form[key]}
      slotProps={{ htmlInput: { min: 0, max: 1, step: 0.01 } }}
      onChange={(e) => setForm({ ...form, [key]: Math.min(1, Math.max(0, Number(e.target.value) || 0)) })}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="booth-editor">
      <DialogTitle id="booth-editor">
        {form.id ? t("programmeUi.editBooth") : t("programmeUi.addBooth")}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            required
            autoFocus
            label={t("programmeUi.field.label")}
            value={form.label}
            onChange={(e) => setForm({ ...form, label: e.target.value })}
          />
          <Autocomplete
            options={options}
            value={current}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) =>
              setForm({ ...form, applicationId: v?.id ?? null, companyName: v?.label ?? "" })
            }
            onInputChange={(_, value, reason) => reason === "input" && setWord(value.trim())}
            renderInput={(params) => <TextField {...params} label={t("programmeUi.field.company")} />}
          />
          <Stack direction="row" sx={{ gap: 2 }}>
            {fraction("x")}
            {fraction("y")}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || !form.label.trim()}>
          {t("common.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The host's floor map: upload the plan, click it to place a booth, edit or remove booths. */
export default function FloorMapAdmin({ subEvent }: { subEvent: TSubEvent }) {
  const { t } = useTranslation();
  const map = useFloorMap(subEvent.id);
  const setPlan = useSetFloorPlan(subEvent.id);
  const remove = useDeleteBooth();
  const [draft, setDraft] = useState<Draft>();
  const edit = (b: TBooth) => setDraft({ ...b });
  const upload = async (file: TFile) => {
    try {
      const size = await imageSize(file);
      await setPlan.mutateAsync({ imageFileId: file.id, ...size });
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 1, flexWrap: "wrap" }}
      >
        <Typography component="h2" variant="h5">
          {t("programmeUi.digitalMap")}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <FileUpload
            eventId={subEvent.eventId}
            purpose="public"
            accept="image/*"
            label={t("programmeUi.uploadPlan")}
            fileName={map.data?.plan?.image.fileName}
            onUploaded={upload}
          />
          {map.data?.plan && (
            <Button
              variant="contained"
              sx={{ whiteSpace: "nowrap" }}
              onClick={() => setDraft({ label: "", x: 0.5, y: 0.5, applicationId: null, companyName: "" })}
            >
              {t("programmeUi.addBooth")}
            </Button>
          )}
        </Stack>
      </Stack>
      {map.isLoading && <Loading />}
      {map.isError && <LoadError error={map.error} onRetry={() => map.refetch()} />}
      {map.data && !map.data.plan && <Empty>{t("programmeUi.noMapHost")}</Empty>}
      {map.data?.plan && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", lg: "1fr 280px" },
            alignItems: "start",
          }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t("programmeUi.placeHint")}
            </Typography>
            <FloorPlan
              plan={map.data.plan}
              booths={map.data.booths}
              selected={draft?.id}
              onSelect={edit}
              onPlace={(x, y) => setDraft({ label: "", x, y, applicationId: null, companyName: "" })}
            />
          </Box>
          <List dense aria-label={t("programmeUi.booths")}>
            {map.data.booths.map((b) => (
              <ListItem
                key={b.id}
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${t("common.delete")}: ${t("floorMap.booth", { label: b.label })}`}
                    onClick={() => remove.mutate(b.id, { onError: toastError })}
                  >
                    {t("common.delete")}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <Button size="small" onClick={() => edit(b)}>
                      {t("floorMap.booth", { label: b.label })}
                    </Button>
                  }
                  secondary={b.companyName || t("programmeUi.freeBooth")}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {draft && (
        <BoothEditor
          key={`${draft.id}-${draft.x}-${draft.y}`}
          subEventId={subEvent.id}
          draft={draft}
          onClose={() => setDraft(undefined)}
        />
      )}
    </Box>
  );
}
