import { Alert, Button, Link, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { zEmail } from "../../../shared/validation/account";
import { useFindEmail, useSendResetMail } from "../../api/account";
import { ApiError } from "../../api/client";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { currentLanguage } from "../../i18n";
import { toast, toastError } from "../../lib/toast";
import { PhoneField } from "./PhoneField";

function FindEmail() {
  const { t } = useTranslation();
  const find = useFindEmail();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const notFound = find.error instanceof ApiError && find.error.status === 404;
  return (
    <Stack
      sx={{ gap: 2 }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return toast(t("nameEmpty"));
        if (!phone) return toast(t("phoneNumberEmpty"));
        find.mutate(
          { name: name.trim(), phoneNumber: phone, role: "user" },
          { onError: (err) => !(err instanceof ApiError && err.status === 404) && toastError(err) },
        );
      }}
    >
      <TextField label={t("findUser.name")} value={name} onChange={(e) => setName(e.target.value)} required />
      <PhoneField label={t("findUser.phoneNumber")} value={phone} onChange={setPhone} />
      <Button type="submit" variant="contained" disabled={find.isPending}>
        {t("findUser.find")}
      </Button>
      <div aria-live="polite">
        {find.data && <Alert severity="success">{t("findUser.found", { email: find.data.email })}</Alert>}
        {notFound && <Alert severity="info">{t("findUser.notFound")}</Alert>}
      </div>
    </Stack>
  );
}

function ResetPassword() {
  const { t } = useTranslation();
  const send = useSendResetMail();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Stack
      sx={{ gap: 2 }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = zEmail.safeParse(email);
        if (!parsed.success) {
          setError(t("businessCardValidation.emailValid"));
          return;
        }
        setError(undefined);
        send.mutate(
          { email: parsed.data, language: currentLanguage() },
          // the confirmation is the alert under the form (one message, which stays for screen readers too)
          { onError: toastError },
        );
      }}
    >
      <TextField
        label={t("findUser.email")}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error}
        required
      />
      <Button type="submit" variant="contained" disabled={send.isPending}>
        {t("findUser.sendMail")}
      </Button>
      {send.isSuccess && <Alert severity="success">{t("findUser.hasSendMail")}</Alert>}
    </Stack>
  );
}

export default function FindUserPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  return (
    <AuthLayout>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {t("findUser.title")}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }} variant="fullWidth">
        <Tab label={t("findUser.findEmail")} id="tab-email" aria-controls="panel-email" />
        <Tab label={t("findUser.resetPassword")} id="tab-reset" aria-controls="panel-reset" />
      </Tabs>
      <div
        role="tabpanel"
        id={tab === 0 ? "panel-email" : "panel-reset"}
        aria-labelledby={tab === 0 ? "tab-email" : "tab-reset"}
      >
        {tab === 0 ? <FindEmail /> : <ResetPassword />}
      </div>
      <Link component={RouterLink} to="/auth/login" sx={{ display: "block", mt: 3 }}>
        {t("findUser.backToLogin")}
      </Link>
    </AuthLayout>
  );
}
