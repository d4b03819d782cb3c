import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLACE_BULK_MAX } from "../../../shared/contract";
import { toast, toastError } from "../../lib/toast";
import { useCreateTables } from "./api";
import { tableNamePreview } from "./place-input";

/** Numbered tables in one go: count, prefix, digits, first number and zone, with a preview of the names. */
export function BulkTablesForm({ subEventId }: { subEventId: number }) {
  const { t } = useTranslation();
  const create = useCreateTables(subEventId);
  const [form, setForm] = useState({ count: 40, prefix: "A-", width: 2, start: 1, zone: "" });
  const number = (key: "count" | "width" | "start", min: number, max: number) => (
    <TextField
      type="number"
      size="small"
      label={t(`placesUi.bulk.${key}`)}
      value={form[key]}
      slotProps={{ htmlInput: { min, max, "data-field": key } }}
      onChange={(e) => setForm({ ...form, [key]: Math.trunc(Number(e.target.value)) || 0 })}
      sx={{ width: { xs: "100%", sm: 130 } }}
    />
  );
  const valid = form.count >= 1 && form.count <= PLACE_BULK_MAX && form.width >= 1 && form.width <= 6;
  const preview = tableNamePreview(form.prefix, form.width, form.start, form.count);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form, {
      onSuccess: (r) => toast(t("placesUi.bulk.created", { count: r.created }), "success"),
      onError: toastError,
    });
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="bulk-tables-title">
      <Typography id="bulk-tables-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t("placesUi.bulk.title")}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
      >
        {number("count", 1, PLACE_BULK_MAX)}
        <TextField
          size="small"
          label={t("placesUi.bulk.prefix")}
          value={form.prefix}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          onChange={(e) => setForm({ ...form, prefix: e.target.value })}
          sx={{ width: { xs: "100%", sm: 130 } }}
        />
        {number("width", 1, 6)}
        {number("start", 0, 99_999)}
        <TextField
          size="small"
          label={t("placesUi.field.zone")}
          value={form.zone}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          onChange={(e) => setForm({ ...form, zone: e.target.value })}
          sx={{ width: { xs: "100%", sm: 180 } }}
        />
        <Button type="submit" variant="contained" disabled={!valid || create.isPending}>
          {t("placesUi.bulk.create")}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {valid ? t("placesUi.bulk.preview", preview) : t("places.countRange")}
      </Typography>
    </Box>
  );
}
