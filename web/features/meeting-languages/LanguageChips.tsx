import { Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguageNames } from "./language-names";

/** The chosen meeting languages as a read-only list of chips ("none" when empty). */
export function LanguageChips({ codes, labelledBy }: { codes: readonly string[]; labelledBy?: string }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  return (
    <Stack
      component="ul"
      direction="row"
      {...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": t("meetingLanguages.title") })}
      sx={{ gap: 1, flexWrap: "wrap", p: 0, m: 0, listStyle: "none" }}
    >
      {codes.length === 0 && (
        <Typography component="li" color="text.secondary">
          {t("meetingLanguages.none")}
        </Typography>
      )}
      {codes.map((code) => (
        <li key={code}>
          <Chip size="small" label={names.name(code)} />
        </li>
      ))}
    </Stack>
  );
}
