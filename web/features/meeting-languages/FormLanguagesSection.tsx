import TranslateIcon from "@mui/icons-material/Translate";
import { Stack, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MeetingLanguage } from "./choice";
import { LanguageChips } from "./LanguageChips";
import { LanguagesInput } from "./LanguagesInput";

/**
 * The application form's built-in "meeting languages" (sub-events with meetings): edited on the company step,
 * shown on the review step (`readOnly`). Sent with the application; changed later on the schedule page.
 */
export function FormLanguagesSection({
  value,
  onChange,
  readOnly = false,
}: {
  value: MeetingLanguage[];
  onChange: (chosen: MeetingLanguage[]) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={`${id}-title`} sx={{ gap: 1 }} data-testid="form-languages">
      <Stack direction="row" sx={{ gap: 1, alignItems: "center" }}>
        <TranslateIcon fontSize="small" color="action" aria-hidden />
        <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t("meetingLanguages.title")}
        </Typography>
      </Stack>
      {readOnly ? (
        <LanguageChips codes={value} labelledBy={`${id}-title`} />
      ) : (
        <>
          <Typography id={`${id}-help`} variant="body2" color="text.secondary">
            {t("meetingLanguages.formHelp")}
          </Typography>
          <LanguagesInput value={value} onChange={onChange} describedBy={`${id}-help`} />
        </>
      )}
    </Stack>
  );
}
