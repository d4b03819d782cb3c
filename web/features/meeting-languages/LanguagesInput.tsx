import { Autocomplete, Chip, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../shared/matching/languages";
import { type MeetingLanguage, orderedLanguages } from "./choice";
import { useLanguageNames } from "./language-names";

/**
 * The multi-select of meeting languages (chips, the offered list in its order), used by the schedule page's
 * field and by the application form. `describedBy` names the help text beside it.
 */
export function LanguagesInput({
  value,
  onChange,
  helperText,
  error,
  describedBy,
}: {
  value: MeetingLanguage[];
  onChange: (chosen: MeetingLanguage[]) => void;
  helperText?: string;
  error?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={LANGUAGES}
      value={value}
      onChange={(_, chosen) => onChange(orderedLanguages(chosen))}
      getOptionLabel={names.name}
      noOptionsText={t("meetingLanguages.noOption")}
      sx={{ flex: 1, minWidth: 0 }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((code, index) => {
          const { key, ...rest } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={names.name(code)}
              {...rest}
              aria-label={t("meetingLanguages.remove", { language: names.name(code) })}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t("meetingLanguages.label")}
          placeholder={value.length ? undefined : t("meetingLanguages.placeholder")}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(describedBy ? { "aria-describedby": describedBy } : {}),
            },
          }}
        />
      )}
    />
  );
}
