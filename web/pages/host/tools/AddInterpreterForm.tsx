import { Alert, Autocomplete, Box, Button, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { INTERPRETER_LANGUAGES } from "../../../../shared/contract";
import { ApiError } from "../../../api/client";
import { useAddInterpreter } from "../../../api/interpreters";
import { toast, toastError } from "../../../lib/toast";

type Language = (typeof INTERPRETER_LANGUAGES)[number];

/**
 * Names an interpreter by e-mail. An address without an account is refused with the reason, and the host
 * may then send an invitation to sign up (the entry waits for the account).
 */
export function AddInterpreterForm({ subEventId }: { subEventId: number }) {
  const { t } = useTranslation();
  const add = useAddInterpreter(subEventId);
  const [form, setForm] = useState({ email: "", name: "", phoneNumber: "" });
  const [languages, setLanguages] = useState<Language[]>([]);
  const [noAccount, setNoAccount] = useState<string>();
  const submit = (invite: boolean) =>
    add.mutate(
      { ...form, languages, invite },
      {
        onSuccess: (entry) => {
          toast(entry.userId ? t("hostTools.interpreterAdded") : t("hostTools.invitationSent"), "success");
          setForm({ email: "", name: "", phoneNumber: "" });
          setLanguages([]);
          setNoAccount(undefined);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.key === "interpreter.noAccount") setNoAccount(error.detail);
          else toastError(error);
        },
      },
    );
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(false);
      }}
    >
      <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 1.5 }}>
        <TextField
          required
          type="email"
          size="small"
          label={t("workspace.card.email")}
          value={form.email}
          onChange={(e) => {
            setForm({ ...form, email: e.target.value });
            setNoAccount(undefined);
          }}
          sx={{ flex: 2 }}
        />
        <TextField
          size="small"
          label={t("workspace.card.name")}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          label={t("workspace.card.phone")}
          value={form.phoneNumber}
          onChange={(e) => setForm({ ...form, phoneNumber: e.target.value.replace(/\D/g, "").slice(0, 20) })}
          sx={{ flex: 1 }}
        />
        <Autocomplete
          multiple
          size="small"
          options={[...INTERPRETER_LANGUAGES]}
          value={languages}
          onChange={(_, value) => setLanguages(value)}
          getOptionLabel={(code) => t(`interpreterUi.language.${code}`)}
          renderInput={(params) => <TextField {...params} label={t("interpreterUi.languages")} />}
          sx={{ flex: 2, minWidth: 200 }}
        />
        <Button type="submit" variant="contained" disabled={add.isPending} sx={{ whiteSpace: "nowrap" }}>
          {t("hostTools.addInterpreter")}
        </Button>
      </Stack>
      {noAccount && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => submit(true)} disabled={add.isPending}>
              {t("hostTools.sendInvitation")}
            </Button>
          }
        >
          {noAccount}
        </Alert>
      )}
    </Box>
  );
}
