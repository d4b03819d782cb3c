import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Link, Stack, TextField, Typography } from "@mui/material";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { ZRegisterBody } from "../../../shared/contract";
import { useRegister } from "../../api/account";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { PasswordField } from "../../features/auth/PasswordField";
import { PasswordHints } from "../../features/auth/PasswordHints";
import { toastError } from "../../lib/toast";
import { CountryPicker } from "./CountryPicker";
import { afterLoginPath } from "./LoginPage";
import { PhoneField } from "./PhoneField";

const ZForm = ZRegisterBody.omit({ role: true, businessCards: true })
  .extend({ passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    message: "register.passwordMismatch",
    path: ["passwordConfirm"],
  });
type TForm = z.input<typeof ZForm>;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegister();
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    mode: "onTouched",
    defaultValues: {
      email: "",
      name: "",
      password: "",
      passwordConfirm: "",
      company: "",
      position: "",
      countryCode: "KR",
      countryNumber: "82",
      phoneNumber: "",
      timeZone: "Asia/Seoul",
    },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const password = form.watch("password");
  return (
    <AuthLayout>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t("register.title")}
      </Typography>
      <Stack
        sx={{ gap: 2 }}
        component="form"
        noValidate
        onSubmit={form.handleSubmit(({ passwordConfirm: _c, ...body }) =>
          register.mutate(body, {
            onSuccess: () =>
              navigate(afterLoginPath((location.state as { from?: string } | null)?.from), { replace: true }),
            onError: toastError,
          }),
        )}
      >
        <TextField
          label={t("register.email")}
          type="email"
          autoComplete="email"
          required
          {...form.register("email")}
          error={!!errors.email}
          helperText={message(errors.email?.message)}
        />
        <TextField
          label={t("register.name")}
          autoComplete="name"
          required
          {...form.register("name")}
          error={!!errors.name}
          helperText={message(errors.name?.message)}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={t("register.password")}
              autoComplete="new-password"
              required
              {...field}
              error={!!errors.password}
              helperText={message(errors.password?.message)}
            />
          )}
        />
        <PasswordHints value={password ?? ""} />
        <Controller
          control={form.control}
          name="passwordConfirm"
          render={({ field }) => (
            <PasswordField
              label={t("register.passwordConfirm")}
              autoComplete="new-password"
              required
              {...field}
              error={!!errors.passwordConfirm}
              helperText={message(errors.passwordConfirm?.message)}
            />
          )}
        />
        <TextField
          label={t("register.company")}
          required
          slotProps={{ htmlInput: { maxLength: 40 } }}
          {...form.register("company")}
          error={!!errors.company}
          helperText={message(errors.company?.message)}
        />
        <TextField label={t("register.position")} {...form.register("position")} />
        <CountryPicker
          value={form.watch("countryCode") ?? "KR"}
          onChange={(country) => {
            form.setValue("countryCode", country.code);
            form.setValue("countryNumber", country.countryNumber);
            form.setValue("timeZone", country.timezone);
          }}
        />
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneField
              label={`${t("register.phoneNumber")} (+${form.watch("countryNumber")})`}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.phoneNumber?.message)}
            />
          )}
        />
        <TextField
          label={t("register.timeZone")}
          {...form.register("timeZone")}
          error={!!errors.timeZone}
          helperText={message(errors.timeZone?.message)}
        />
        <Typography variant="caption" color="text.secondary">
          {t("register.agree")}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
          {t("register.submit")}
        </Button>
        <Typography variant="body2">
          {t("register.haveAccount")}{" "}
          <Link component={RouterLink} to="/auth/login" state={location.state}>
            {t("nav.login")}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
