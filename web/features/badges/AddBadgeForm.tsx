import { Button, MenuItem, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { useErrorToast } from "../common/useErrorToast";
import { useAddBadge } from "./api";

/** Adds a badge for a staff member or a speaker by name and company. */
export function AddBadgeForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const add = useAddBadge(eventId);
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  const [role, setRole] = useState<"staff" | "speaker">("staff");
  useErrorToast(add.error);
  return (
    <Stack
      component="form"
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      aria-label={t("badges.host.add")}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          { name, company, role },
          {
            onSuccess: () => {
              toast(t("badges.host.added"), "success");
              setName("");
              setCompany("");
            },
          },
        );
      }}
    >
      <TextField
        size="small"
        label={t("badges.host.name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <TextField
        size="small"
        label={t("badges.host.company")}
        value={company}
        onChange={(e) => setCompany(e.target.value)}
      />
      <TextField
        size="small"
        select
        label={t("badges.host.role")}
        value={role}
        onChange={(e) => setRole(e.target.value as "staff" | "speaker")}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="staff">{t("badges.role.staff")}</MenuItem>
        <MenuItem value="speaker">{t("badges.role.speaker")}</MenuItem>
      </TextField>
      <Button type="submit" variant="contained" disabled={add.isPending}>
        {t("badges.host.add")}
      </Button>
    </Stack>
  );
}
