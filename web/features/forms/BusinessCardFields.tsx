import { Box, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CARD_COMPANY_MAX } from "../../../shared/validation/forms";

export interface CardValues {
  company: string;
  name: string;
  position: string;
  email: string;
  countryNumber: string;
  phoneNumber: string;
}

export const EMPTY_CARD: CardValues = {
  company: "",
  name: "",
  position: "",
  email: "",
  countryNumber: "82",
  phoneNumber: "",
};

const FIELDS: { key: keyof CardValues; max: number; type?: string; mode?: "email" | "tel" | "numeric" }[] = [
  { key: "company", max: CARD_COMPANY_MAX },
  { key: "name", max: 60 },
  { key: "position", max: 60 },
  { key: "email", max: 200, type: "email", mode: "email" },
  { key: "countryNumber", max: 4, mode: "numeric" },
  { key: "phoneNumber", max: 20, mode: "tel" },
];

interface Props {
  value: CardValues;
  onChange: (value: CardValues) => void;
  sanitize?: (text: string) => string;
  readOnly?: boolean;
}

/** The business card of step 1 (company at most 45 characters; phone digits only). */
export function BusinessCardFields({ value, onChange, sanitize = (t) => t, readOnly }: Props) {
  const { t } = useTranslation();
  if (readOnly) {
    return (
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1, m: 0 }}
      >
        {FIELDS.map((f) => (
          <Box key={f.key} sx={{ display: "contents" }}>
            <Typography component="dt" variant="subtitle2">
              {t(`form.card.${f.key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-all" }}>
              {f.key === "phoneNumber" ? `+${value.countryNumber} ${value.phoneNumber}` : value[f.key] || "-"}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          id={`card-${f.key}`}
          name={f.key}
          label={t(`form.card.${f.key}`)}
          required={f.key !== "position" && f.key !== "countryNumber"}
          type={f.type ?? "text"}
          value={value[f.key]}
          onChange={(e) => {
            let next = sanitize(e.target.value);
            if (f.key === "phoneNumber" || f.key === "countryNumber") next = next.replace(/\D/g, "");
            onChange({ ...value, [f.key]: next });
          }}
          slotProps={{ htmlInput: { maxLength: f.max, inputMode: f.mode } }}
        />
      ))}
    </Box>
  );
}

export function CardHeading() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography component="h2" variant="h6">
        {t("form.businessCard")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("form.cardSection")}
      </Typography>
    </Stack>
  );
}
