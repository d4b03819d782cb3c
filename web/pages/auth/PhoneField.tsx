import { TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Digits only, at most 20: other characters are dropped with the 'Only numbers can be entered' warning. */
export function PhoneField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [warned, setWarned] = useState(false);
  const warning = warned ? t("findUser.onlyNumbers") : undefined;
  return (
    <TextField
      label={props.label}
      value={props.value}
      required
      inputMode="numeric"
      autoComplete="tel-national"
      slotProps={{ htmlInput: { maxLength: 20, inputMode: "numeric" } }}
      onBlur={props.onBlur}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, "").slice(0, 20);
        setWarned(digits !== e.target.value);
        props.onChange(digits);
      }}
      error={Boolean(props.error || warning)}
      helperText={props.error ?? warning}
    />
  );
}
