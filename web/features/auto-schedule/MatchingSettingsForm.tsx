import DeleteIcon from "@mui/icons-material/Delete";
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMatchingSettings } from "../../../shared/contract";
import { useMatchingSettings, useSaveMatchingSettings } from "../../api/auto-schedule";
import { useParticipants } from "../../api/workspace";
import { toast, toastError } from "../../lib/toast";

const capText = (v: number | null) => (v === null ? "" : String(v));
const capValue = (text: string): number | null =>
  text.trim() === "" ? null : Math.max(0, Math.floor(Number(text)));

/** The mail toggle and the caps of automatic scheduling (per day, per group, per company). */
export function MatchingSettingsForm({ subEventId }: { subEventId: number }) {
  const { t } = useTranslation();
  const settings = useMatchingSettings(subEventId);
  const save = useSaveMatchingSettings(subEventId);
  const [typed, setTyped] = useState("");
  // Companies by name as the host types (a large sub-event has thousands).
  const participants = useParticipants(subEventId, "all", 0, 20, typed.trim());
  const [draft, setDraft] = useState<TMatchingSettings>();
  const [company, setCompany] = useState<{ id: number; label: string } | null>(null);
  const [known, setKnown] = useState(new Map<number, string>());
  const [companyCap, setCompanyCap] = useState("");
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  if (!draft) return null;
  const names = new Map([
    ...known,
    ...(participants.data?.content ?? []).map((p) => [p.applicationId, p.companyName] as const),
  ]);
  const field = (key: "maxPerDay" | "sellerCap" | "buyerCap") => (
    <TextField
      size="small"
      type="number"
      label={t(`autoSchedule.settings.${key}`)}
      helperText={t("autoSchedule.settings.noCap")}
      value={capText(draft[key])}
      onChange={(e) => setDraft({ ...draft, [key]: capValue(e.target.value) })}
      slotProps={{ htmlInput: { min: 0, max: 1000 } }}
      sx={{ width: 190 }}
    />
  );
  const submit = () =>
    save
      .mutateAsync(draft)
      .then(() => toast(t("autoSchedule.settings.saved"), "success"))
      .catch(toastError);
  return (
    <Box component="section" aria-labelledby="matching-settings-title">
      <Typography
        id="matching-settings-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t("autoSchedule.settings.title")}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={draft.mail === "Y"}
            onChange={(e) => setDraft({ ...draft, mail: e.target.checked ? "Y" : "N" })}
          />
        }
        label={t("autoSchedule.settings.mail")}
      />
      <Stack direction="row" sx={{ gap: 2, flexWrap: "wrap", mt: 1 }}>
        {field("maxPerDay")}
        {field("sellerCap")}
        {field("buyerCap")}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, mt: 1, alignItems: { sm: "center" } }}>
        <Autocomplete
          size="small"
          sx={{ minWidth: 240 }}
          options={(participants.data?.content ?? []).map((p) => ({
            id: p.applicationId,
            label: p.companyName,
          }))}
          value={company}
          onChange={(_, v) => {
            setCompany(v);
            if (v) setKnown(new Map(known).set(v.id, v.label));
          }}
          inputValue={typed}
          onInputChange={(_, v) => setTyped(v)}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t("autoSchedule.settings.company")} />}
        />
        <TextField
          size="small"
          type="number"
          label={t("autoSchedule.settings.companyCap")}
          value={companyCap}
          onChange={(e) => setCompanyCap(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000 } }}
          sx={{ width: 150 }}
        />
        <Button
          disabled={!company || capValue(companyCap) === null}
          onClick={() => {
            const cap = capValue(companyCap)!;
            const rest = draft.companyCaps.filter((c) => c.applicationId !== company!.id);
            setDraft({ ...draft, companyCaps: [...rest, { applicationId: company!.id, cap }] });
            setCompany(null);
            setCompanyCap("");
          }}
        >
          {t("autoSchedule.settings.addCap")}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: "wrap", mt: 1 }}>
        {draft.companyCaps.map((c) => (
          <Chip
            key={c.applicationId}
            size="small"
            label={t("autoSchedule.settings.capChip", {
              company: names.get(c.applicationId) ?? `#${c.applicationId}`,
              cap: c.cap,
            })}
            onDelete={() =>
              setDraft({
                ...draft,
                companyCaps: draft.companyCaps.filter((x) => x.applicationId !== c.applicationId),
              })
            }
            deleteIcon={<DeleteIcon aria-label={t("autoSchedule.settings.removeCap")} />}
          />
        ))}
      </Stack>
      <Button variant="outlined" sx={{ mt: 1.5 }} onClick={submit} disabled={save.isPending}>
        {t("autoSchedule.settings.save")}
      </Button>
    </Box>
  );
}
