import { TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QA_MAX } from "../../../shared/validation/webinar-qa";

/**
 * The question or answer text with its length/1000 counter. Text beyond 1000 characters is not taken
 * (typing or pasting stops there) and the too-long message shows.
 */
export function QaTextField({
  value,
  onChange,
  label,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <TextField
      multiline
      minRows={2}
      maxRows={10}
      fullWidth
      autoFocus={autoFocus}
      label={label}
      value={value}
      onChange={(e) => {
        const text = e.target.value;
        setOver(text.length > QA_MAX);
        onChange(text.slice(0, QA_MAX));
      }}
      error={over}
      helperText={
        <span style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
          <span role={over ? "alert" : undefined}>{over ? t("webinar.contentVaildationTooLong") : ""}</span>
          <span>{`${value.length}/${QA_MAX}`}</span>
        </span>
      }
    />
  );
}
