import { Button, Link, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLogin } from "../../api/account";
import { ApiError } from "../../api/client";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { PasswordField } from "../../features/auth/PasswordField";
import { toast, toastError } from "../../lib/toast";

/** Where to go after login: the page the user came from, except the password change page. */
export function afterLoginPath(from: string | undefined): string {
  if (!from || from.startsWith("/auth")) return "/";
  return from;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    <AuthLayout>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t("login.title")}
      </Typography>
      <Stack
        sx={{ gap: 2 }}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!email.trim() || !password) {
            toast(t("login.checkIdPassword"));
            return;
          }
          login.mutate(
            { email: email.trim(), password },
            {
              onSuccess: () => navigate(afterLoginPath(from), { replace: true }),
              onError: (error) =>
                error instanceof ApiError && error.status === 403
                  ? toast(t("login.checkIdPassword"))
                  : toastError(error),
            },
          );
        }}
      >
        <TextField
          label={t("login.email")}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {t("login.submit")}
        </Button>
        <Link component={RouterLink} to="/auth/findUser">
          {t("login.findUser")}
        </Link>
        <Typography variant="body2">
          {t("login.noAccount")}{" "}
          <Link component={RouterLink} to="/auth/register" state={location.state}>
            {t("nav.register")}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
