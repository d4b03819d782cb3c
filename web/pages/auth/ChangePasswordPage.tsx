import { Alert, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { zPassword } from "../../../shared/validation/account";
import { useChangePasswordByCode, useLogout, useResetCodeEmail } from "../../api/account";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { PasswordField } from "../../features/auth/PasswordField";
import { PasswordHints } from "../../features/auth/PasswordHints";
import { Loading } from "../../features/common/states";
import { toast, toastError } from "../../lib/toast";

/** /auth/changePwd/{code}: set a new password with the mailed code, then log in again. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? "";
  const navigate = useNavigate();
  const logout = useLogout();
  const account = useResetCodeEmail(code);
  const change = useChangePasswordByCode();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string>();
  return (
    <AuthLayout>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {t("changePassword.title")}
      </Typography>
      {account.isLoading && <Loading />}
      {account.isError && <Alert severity="error">{t("changePassword.couldNotFound")}</Alert>}
      {account.data && (
        <Stack
          sx={{ gap: 2 }}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = zPassword.safeParse(password);
            if (!parsed.success)
              return setError(t(parsed.error.issues[0]?.message ?? "validation.passwordRule"));
            if (password !== confirm) return setError(t("register.passwordMismatch"));
            setError(undefined);
            change.mutate(
              { code, password },
              {
                onSuccess: () => {
                  toast(`${t("changePassword.complete")} ${t("changePassword.passwordChanged")}`, "success");
                  logout();
                  navigate("/auth/login", { replace: true });
                },
                onError: toastError,
              },
            );
          }}
        >
          <Typography color="text.secondary">
            {t("changePassword.forAccount", { email: account.data.email })}
          </Typography>
          <PasswordField
            label={t("changePassword.newPassword")}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <PasswordHints value={password} />
          <PasswordField
            label={t("changePassword.confirm")}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
          {error && <Alert severity="warning">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={change.isPending}>
            {t("changePassword.submit")}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
