import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { REASON_CODES, REASON_TEXT_MAX, type ReasonCode } from "../../../shared/meetings/status";

/** Reason A–D; D needs text (spec). */
export function ReasonPicker(props: {
  code: ReasonCode | "";
  text: string;
  onCode: (c: ReasonCode) => void;
  onText: (t: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl sx={{ mt: 2, width: "100%" }}>
      <FormLabel id="reason-label">{t("meetings.reasonLabel")}</FormLabel>
      <RadioGroup
        aria-labelledby="reason-label"
        value={props.code}
        onChange={(e) => props.onCode(e.target.value as ReasonCode)}
      >
        {REASON_CODES.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            label={t(`meetings.reason.${code}`)}
          />
        ))}
      </RadioGroup>
      {props.code === "D" && (
        <TextField
          label={t("meetings.reasonText")}
          value={props.text}
          onChange={(e) => props.onText(e.target.value.slice(0, REASON_TEXT_MAX))}
          multiline
          minRows={2}
          required
          helperText={`${props.text.length}/${REASON_TEXT_MAX}`}
          autoFocus
        />
      )}
    </FormControl>
  );
}
