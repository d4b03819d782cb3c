import { Button, List, ListItem, ListItemText, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { Empty } from "../common/states";
import { useErrorToast } from "../common/useErrorToast";
import { useAddCheckinStaff, useCheckinStaff, useRemoveCheckinStaff } from "./api";

/** The host names check-in helpers by account e-mail. */
export function StaffPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const staff = useCheckinStaff(eventId);
  const add = useAddCheckinStaff(eventId);
  const remove = useRemoveCheckinStaff(eventId);
  const [email, setEmail] = useState("");
  useErrorToast(add.error ?? remove.error);
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {t("checkin.staff.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("checkin.staff.intro")}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(email, {
            onSuccess: () => {
              toast(t("checkin.staff.added"), "success");
              setEmail("");
            },
          });
        }}
      >
        <TextField
          size="small"
          type="email"
          label={t("checkin.staff.email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t("checkin.staff.add")}
        </Button>
      </Stack>
      {staff.data?.items.length === 0 && <Empty>{t("checkin.staff.empty")}</Empty>}
      <List dense>
        {staff.data?.items.map((s) => (
          <ListItem
            key={s.id}
            divider
            secondaryAction={
              <Button size="small" color="error" onClick={() => remove.mutate(s.id)}>
                {t("checkin.staff.remove")}
              </Button>
            }
          >
            <ListItemText primary={s.name ?? t("checkin.staff.pending")} secondary={s.email} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
