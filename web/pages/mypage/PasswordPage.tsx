import { Alert, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { zPassword } from "../../../shared/validation/account";
import { useLogoutEverywhere, useUpdatePassword } from "../../api/account";
import { PasswordField } from "../../features/auth/PasswordField";
import { PasswordHints } from "../../features/auth/PasswordHints";
import { ConfirmDialog } from "../../features/common/ConfirmDialog";
import { toast, toastError } from "../../lib/toast";

export default function PasswordPage() {
  return (
    <Stack sx={{ gap: 3 }}>
      <ChangePasswordCard />
      <SessionsCard />
    </Stack>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const everywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card sx={{ maxWidth: 520 }}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t("mypage.sessions")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("mypage.sessionsHelp")}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          disabled={everywhere.isPending}
          onClick={() => setConfirming(true)}
        >
          {t("mypage.logoutEverywhere")}
        </Button>
        <ConfirmDialog
          open={confirming}
          danger
          busy={everywhere.isPending}
          message={t("mypage.logoutEverywhereConfirm")}
          confirmLabel={t("mypage.logoutEverywhere")}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            everywhere.mutate(undefined, {
              onSuccess: () => navigate("/auth/login", { replace: true }),
              onError: (error) => {
                setConfirming(false);
                toastError(error);
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Card sx={{ maxWidth: 520 }}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
          {t("mypage.changePassword")}
        </Typography>
        <Stack
          sx={{ gap: 2 }}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!current) return setError(t("passwordEmpty"));
            const parsed = zPassword.safeParse(next);
            if (!parsed.success)
              return setError(t(parsed.error.issues[0]?.message ?? "validation.passwordRule"));
            setError(undefined);
            update.mutate(
              { password: current, newPassword: next },
              {
                onSuccess: () => {
                  toast(t("mypage.passwordUpdatedOthers"), "success");
                  setCurrent("");
                  setNext("");
                },
                onError: toastError,
              },
            );
          }}
        >
          <PasswordField
            label={t("mypage.currentPassword")}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
          <PasswordField
            label={t("mypage.newPassword")}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            required
          />
          <PasswordHints value={next} />
          {error && <Alert severity="warning">{error}</Alert>}
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t("mypage.changePassword")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
