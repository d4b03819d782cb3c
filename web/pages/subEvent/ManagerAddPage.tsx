import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { CARD_EMAIL_PATTERN, EMAIL_PATTERN } from "../../../shared/validation/account";
import { useAddManager, useUserLookup } from "../../api/managers";
import { useWorkspace } from "../../features/workspace/context";
import { toast, toastError } from "../../lib/toast";

const LOOKUP_DEBOUNCE_MS = 1500;
const EMPTY = { name: "", company: "", position: "", countryNumber: "82", phoneNumber: "" };

/** Add a colleague: the address is looked up (1500 ms after typing) and the first match fills the form. */
export default function ManagerAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent, place } = useWorkspace();
  const add = useAddManager();
  const [email, setEmail] = useState("");
  const [lookup, setLookup] = useState("");
  const [fields, setFields] = useState(EMPTY);
  useEffect(() => {
    const value = email.trim().toLowerCase();
    const timer = setTimeout(() => {
      if (value.length > 2 && EMAIL_PATTERN.test(value)) setLookup(value);
    }, LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const found = useUserLookup(lookup);
  useEffect(() => {
    const first = found.data?.[0];
    if (first)
      setFields({
        name: first.name,
        company: first.company,
        position: first.position,
        countryNumber: first.countryNumber,
        phoneNumber: first.phoneNumber.replace(/\D/g, ""),
      });
  }, [found.data]);
  if (place.role !== "owner" || !place.application)
    return <Navigate to={`/subEvent/${subEvent.id}/managerList`} replace />;
  const applicationId = place.application.id;
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({
      ...fields,
      [key]:
        key === "phoneNumber" || key === "countryNumber" ? e.target.value.replace(/\D/g, "") : e.target.value,
    });
  const submit = () => {
    const address = email.trim();
    if (!CARD_EMAIL_PATTERN.test(address)) return toast(t("businessCardValidation.emailValid"));
    if (!fields.name.trim()) return toast(t("nameEmpty"));
    if (!fields.company.trim()) return toast(t("companyEmpty"));
    if (!fields.phoneNumber) return toast(t("phoneNumberEmpty"));
    add.mutate(
      { ...fields, email: address, applicationId, subEventId: subEvent.id },
      {
        onSuccess: () => {
          toast(t("workspace.manager.invited"), "success");
          navigate(`/subEvent/${subEvent.id}/managerList/addedList`);
        },
        onError: toastError,
      },
    );
  };
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        {t("common.back")}
      </Button>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t("workspace.manager.add")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("workspace.manager.addHelp")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
        <Stack
          component="form"
          noValidate
          sx={{ gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t("workspace.card.email")}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            helperText={
              found.isFetching
                ? t("workspace.manager.lookingUp")
                : found.data?.length
                  ? t("workspace.manager.filled")
                  : " "
            }
          />
          <TextField label={t("workspace.card.name")} value={fields.name} onChange={set("name")} required />
          <TextField
            label={t("workspace.card.company")}
            value={fields.company}
            onChange={set("company")}
            required
            slotProps={{ htmlInput: { maxLength: 45 } }}
          />
          <TextField
            label={t("workspace.card.position")}
            value={fields.position}
            onChange={set("position")}
          />
          <Box sx={{ display: "flex", gap: 1 }}>
            <TextField
              label={t("workspace.card.countryNumber")}
              value={fields.countryNumber}
              onChange={set("countryNumber")}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
            />
            <TextField
              label={t("workspace.card.phone")}
              value={fields.phoneNumber}
              onChange={set("phoneNumber")}
              required
              helperText={t("workspace.manager.phoneHint")}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 20 } }}
            />
          </Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t("workspace.manager.sendInvite")}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
