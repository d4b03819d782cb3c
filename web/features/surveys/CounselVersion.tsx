import { Box, Stack, Typography } from "@mui/material";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TCounselVersion, TFormQuestion } from "../../../shared/contract";
import { wallTime } from "../../../shared/meetings/zoned-time";
import { FormPartView } from "../forms/FormPart";
import { valuesOf } from "./answer-values";

/** When (venue wall clock, as the counsel pages show meeting times), who and in which role saved a version. */
export function savedLine(version: TCounselVersion, timeZone: string, t: TFunction): string {
  const at = wallTime(new Date(version.savedAt), timeZone);
  const when = `${at.date} ${at.time}`;
  if (version.role === null) return `${when} · ${t("counselHistory.unknownSaver")}`;
  const name = version.savedBy ?? t("counselHistory.deletedAccount");
  return `${when} · ${t("counselHistory.savedBy", { name, role: t(`counselHistory.${version.role}`) })}`;
}

/**
 * One version's answers, read-only, shown with the counsel form's questions; answers to questions the form has
 * since lost are listed after them under their saved titles, so no text of the history is hidden.
 */
export function CounselVersionAnswers({
  version,
  questions,
}: {
  version: TCounselVersion;
  questions: TFormQuestion[];
}) {
  const { t } = useTranslation();
  const values = useMemo(() => valuesOf(version.answers), [version]);
  if (version.answers.length === 0)
    return <Typography color="text.secondary">{t("counselHistory.emptyAnswers")}</Typography>;
  const known = new Set(questions.map((q) => q.id));
  const gone = version.answers.filter((a) => !known.has(a.uuid));
  return (
    <Stack sx={{ gap: 2 }}>
      <FormPartView questions={questions} values={values} />
      {gone.length > 0 && (
        <Stack component="dl" sx={{ gap: 2, m: 0 }}>
          {gone.map((a) => (
            <Box key={a.uuid}>
              <Typography component="dt" variant="subtitle2">
                {a.title || t("counselHistory.removedQuestion")}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-wrap" }}>
                {a.content}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
