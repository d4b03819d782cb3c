import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PLACE_KIND_CODES, type TPlace, type TPlaceInput } from "../../../shared/contract";
import { useParticipants } from "../../api/workspace";
import { toast, toastError } from "../../lib/toast";
import { useSavePlace } from "./api";
import { clampFraction, inputOf } from "./place-input";

const EMPTY: TPlaceInput = {
  kind: "table",
  name: "",
  zone: "",
  applicationId: null,
  x: null,
  y: null,
  active: true,
};

/** Adds a place by hand or edits one: kind, name, zone, fixed company, pin (typed), active. */
export function PlaceDialog({
  subEventId,
  place,
  onClose,
}: {
  subEventId: number;
  place?: TPlace;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlace(subEventId);
  const [form, setForm] = useState<TPlaceInput>(place ? inputOf(place) : EMPTY);
  const [company, setCompany] = useState(place?.companyName ?? "");
  const [word, setWord] = useState("");
  const participants = useParticipants(subEventId, "all", 0, 20, word);
  const options = (participants.data?.content ?? []).map((p) => ({
    id: p.applicationId,
    label: p.companyName,
  }));
  const current = form.applicationId ? { id: form.applicationId, label: company } : null;
  const fraction = (key: "x" | "y") => (
    <TextField
      type="number"
      label={t(`placesUi.field.${key}`)}
      value={form[key] ?? ""}
      slotProps={{ htmlInput: { min: 0, max: 1, step: 0.01 } }}
      onChange={(e) =>
        setForm({ ...form, [key]: e.target.value === "" ? null : clampFraction(Number(e.target.value)) })
      }
    />
  );
  const submit = () =>
    save.mutate(
      { id: place?.id, body: form },
      {
        onSuccess: () => {
          toast(t("placesUi.saved"), "success");
          onClose();
        },
        onError: toastError,
      },
    );
  const title = place ? t("placesUi.editTitle", { name: place.name }) : t("placesUi.addTitle");
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="place-dialog-title">
      <DialogTitle id="place-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            label={t("placesUi.field.kind")}
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value as TPlaceInput["kind"] })}
          >
            {PLACE_KIND_CODES.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`placesUi.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            autoFocus
            label={t("placesUi.field.name")}
            value={form.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <TextField
            label={t("placesUi.field.zone")}
            value={form.zone}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            onChange={(e) => setForm({ ...form, zone: e.target.value })}
          />
          <Autocomplete
            options={options}
            value={current}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, v) => {
              setForm({ ...form, applicationId: v?.id ?? null });
              setCompany(v?.label ?? "");
            }}
            onInputChange={(_, value, reason) => reason === "input" && setWord(value.trim())}
            renderInput={(params) => <TextField {...params} label={t("placesUi.field.owner")} />}
          />
          <Stack direction="row" sx={{ gap: 2 }}>
            {fraction("x")}
            {fraction("y")}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={form.active}
                onChange={(e) => setForm({ ...form, active: e.target.checked })}
              />
            }
            label={t("placesUi.field.active")}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || !form.name.trim()}>
          {t("common.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
