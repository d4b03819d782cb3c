import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import type { TInvitation } from "../../../shared/contract";
import { useCurrentUser, useLogin, useLogout, useRegister, useSession } from "../../api/account";
import { ApiError } from "../../api/client";
import { useAcceptInvitation, useInvitation } from "../../api/managers";
import { PasswordField } from "../../features/auth/PasswordField";
import { Loading } from "../../features/common/states";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

/**
 * /managerRegit/{code}: the colleague invitation. A new address signs up (step 0), an existing one
 * logs in (step 1); then the invitation is accepted. If accepting fails the page reloads.
 */
export default function ManagerRegitPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const invitation = useInvitation(code);
  if (invitation.isLoading) return <Loading />;
  if (invitation.isError || !invitation.data) {
    const error = invitation.error;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error instanceof ApiError ? error.detail : t("manager.inviteNotFound")}
        </Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t("common.home")}
        </Button>
      </Container>
    );
  }
  return <Invitation invitation={invitation.data} />;
}

function Invitation({ invitation }: { invitation: TInvitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const user = useCurrentUser();
  const logout = useLogout();
  const accept = useAcceptInvitation();
  const step = invitation.userExist === "Y" ? 1 : 0;
  const subEventName = localized(currentLanguage(), invitation.subEventName, invitation.subEventNameEn);
  const [busy, setBusy] = useState(false);
  const acceptNow = () => {
    setBusy(true);
    accept.mutate(
      { authCode: invitation.code, userExist: invitation.userExist },
      {
        onSuccess: (result) => {
          toast(t("workspace.invite.accepted"), "success");
          navigate(
            step === 0 ? `/subEvent/${result.subEventId}/attendeeList` : `/subEvent/${result.subEventId}`,
            { replace: true },
          );
        },
        onError: (error) => {
          toastError(error);
          setTimeout(() => window.location.reload(), 1500);
        },
      },
    );
  };
  const sameUser = signedIn && user.data?.email.toLowerCase() === invitation.email.toLowerCase();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t("workspace.invite.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("workspace.invite.intro", { company: invitation.inviterCompany, subEvent: subEventName })}
        </Typography>
        {busy || (signedIn && user.isLoading) ? (
          <Loading />
        ) : sameUser ? (
          <Button variant="contained" fullWidth size="large" onClick={acceptNow} disabled={accept.isPending}>
            {t("workspace.invite.accept")}
          </Button>
        ) : signedIn ? (
          <Stack sx={{ gap: 2 }}>
            <Alert severity="info">{t("workspace.invite.otherAccount", { email: invitation.email })}</Alert>
            <Button variant="outlined" onClick={() => logout()}>
              {t("workspace.invite.logout")}
            </Button>
          </Stack>
        ) : step === 0 ? (
          <RegisterStep invitation={invitation} onDone={acceptNow} />
        ) : (
          <LoginStep invitation={invitation} onDone={acceptNow} />
        )}
      </Paper>
    </Container>
  );
}

function LoginStep({ invitation, onDone }: { invitation: TInvitation; onDone: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [password, setPassword] = useState("");
  return (
    <Stack
      component="form"
      noValidate
      sx={{ gap: 2 }}
      aria-label={t("workspace.invite.loginStep")}
      onSubmit={(e) => {
        e.preventDefault();
        if (!password) return toast(t("login.checkIdPassword"));
        // Awaited, not per-call callbacks: signing in re-renders the landing and unmounts this form.
        login
          .mutateAsync({ email: invitation.email, password })
          .then(onDone)
          .catch((error) =>
            error instanceof ApiError && error.status === 403
              ? toast(t("login.checkIdPassword"))
              : toastError(error),
          );
      }}
    >
      <Typography variant="subtitle1">{t("workspace.invite.loginStep")}</Typography>
      <TextField
        label={t("login.email")}
        value={invitation.email}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <PasswordField
        label={t("login.password")}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {t("workspace.invite.loginAndAccept")}
      </Button>
    </Stack>
  );
}

function RegisterStep({ invitation, onDone }: { invitation: TInvitation; onDone: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const [form, setForm] = useState({
    name: invitation.name,
    company: invitation.company,
    position: invitation.position,
    countryNumber: invitation.countryNumber,
    phoneNumber: invitation.phoneNumber,
    password: "",
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: key === "phoneNumber" ? e.target.value.replace(/\D/g, "") : e.target.value });
  return (
    <Stack
      component="form"
      noValidate
      sx={{ gap: 2 }}
      aria-label={t("workspace.invite.registerStep")}
      onSubmit={(e) => {
        e.preventDefault();
        register
          .mutateAsync({ ...form, email: invitation.email })
          .then(onDone)
          .catch(toastError);
      }}
    >
      <Typography variant="subtitle1">{t("workspace.invite.registerStep")}</Typography>
      <TextField
        label={t("login.email")}
        value={invitation.email}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField label={t("workspace.card.name")} value={form.name} onChange={set("name")} required />
      <TextField
        label={t("workspace.card.company")}
        value={form.company}
        onChange={set("company")}
        required
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField label={t("workspace.card.position")} value={form.position} onChange={set("position")} />
      <Box sx={{ display: "flex", gap: 1 }}>
        <TextField
          label={t("workspace.card.countryNumber")}
          value={form.countryNumber}
          onChange={set("countryNumber")}
          sx={{ width: 110 }}
        />
        <TextField
          label={t("workspace.card.phone")}
          value={form.phoneNumber}
          onChange={set("phoneNumber")}
          required
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 20 } }}
        />
      </Box>
      <PasswordField
        label={t("login.password")}
        autoComplete="new-password"
        value={form.password}
        onChange={set("password")}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {t("workspace.invite.registerAndAccept")}
      </Button>
    </Stack>
  );
}
