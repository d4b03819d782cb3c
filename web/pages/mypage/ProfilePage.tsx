import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type TUser, ZUpdateUserBody } from "../../../shared/contract";
import { useCountries, useCurrentUser, useUpdateProfile } from "../../api/account";
import { Loading } from "../../features/common/states";
import { toast, toastError } from "../../lib/toast";
import { CountryPicker, countryName } from "../auth/CountryPicker";
import { PhoneField } from "../auth/PhoneField";

// a schema, not a call: in the browser a call of the contract is only its method and path (vite.config.ts)
const ZForm = ZUpdateUserBody.omit({ id: true });
type TForm = z.input<typeof ZForm>;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" },
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography>{value || "—"}</Typography>
    </Box>
  );
}

function EditForm({ user, onDone }: { user: TUser; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    defaultValues: {
      name: user.name,
      company: user.company,
      position: user.position,
      countryNumber: user.countryNumber,
      phoneNumber: user.phoneNumber,
      countryCode: user.countryCode,
      timeZone: user.timeZone,
    },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <Stack
      sx={{ gap: 2 }}
      component="form"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast(t("mypage.saved"), "success");
            onDone();
          },
          onError: toastError,
        }),
      )}
    >
      <TextField
        label={t("register.name")}
        required
        {...form.register("name")}
        error={!!errors.name}
        helperText={message(errors.name?.message)}
      />
      <TextField
        label={t("register.company")}
        required
        slotProps={{ htmlInput: { maxLength: 45 } }}
        {...form.register("company")}
        error={!!errors.company}
        helperText={message(errors.company?.message)}
      />
      <TextField label={t("register.position")} {...form.register("position")} />
      <CountryPicker
        value={form.watch("countryCode")}
        onChange={(c) => {
          form.setValue("countryCode", c.code);
          form.setValue("countryNumber", c.countryNumber);
          form.setValue("timeZone", c.timezone);
        }}
      />
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <PhoneField
            label={t("register.phoneNumber")}
            value={field.value}
            onChange={field.onChange}
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
      <Stack sx={{ gap: 1 }} direction="row">
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t("common.save")}
        </Button>
        <Button onClick={onDone}>{t("common.cancel")}</Button>
      </Stack>
    </Stack>
  );
}

/** /mypage/info: the profile (view, or edit) and the business card. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isLoading } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const { data: countries = [] } = useCountries();
  if (isLoading || !user) return <Loading />;
  // The country's name in the interface language, not its code.
  const country = countries.find((c) => c.code === user.countryCode);
  const countryLabel = country ? countryName(country) : user.countryCode;
  return (
    <Box
      sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" }, alignItems: "start" }}
    >
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
            <Typography component="h2" variant="h3">
              {t("mypage.info")}
            </Typography>
            {!editing && <Button onClick={() => setEditing(true)}>{t("mypage.editProfile")}</Button>}
          </Stack>
          {editing ? (
            <EditForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Row label={t("register.email")} value={user.email} />
              <Row label={t("register.name")} value={user.name} />
              <Row label={t("register.company")} value={user.company} />
              <Row label={t("register.position")} value={user.position} />
              <Row label={t("register.phoneNumber")} value={`+${user.countryNumber} ${user.phoneNumber}`} />
              <Row label={t("register.country")} value={countryLabel} />
              <Row label={t("register.timeZone")} value={user.timeZone} />
            </>
          )}
        </CardContent>
      </Card>
      {user.businessCards[0] && (
        <Card sx={{ bgcolor: "#f0f4ff" }} aria-label={t("mypage.businessCard")}>
          <CardContent>
            <Typography variant="overline">{t("mypage.businessCard")}</Typography>
            <Typography variant="h4">{user.businessCards[0].name}</Typography>
            <Typography>{user.businessCards[0].position}</Typography>
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{user.businessCards[0].company}</Typography>
            <Typography variant="body2">{user.businessCards[0].email}</Typography>
            <Typography variant="body2">
              +{user.businessCards[0].countryNumber} {user.businessCards[0].phoneNumber}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
