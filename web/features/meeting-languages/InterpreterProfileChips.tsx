import TranslateIcon from "@mui/icons-material/Translate";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { THostInterpreter } from "../../../shared/contract";
import { useLanguageNames } from "./language-names";

/** The host's read-only view of what an interpreter states: their language pairs and unavailable-slot count. */
export function InterpreterProfileChips({ interpreter }: { interpreter: THostInterpreter }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  return (
    <>
      {interpreter.languagePairs.length === 0 ? (
        <Chip size="small" variant="outlined" label={t("meetingLanguages.host.noPairs")} />
      ) : (
        interpreter.languagePairs.map((pair) => (
          <Chip
            key={pair}
            size="small"
            color="primary"
            variant="outlined"
            icon={<TranslateIcon aria-hidden />}
            label={names.pair(pair)}
            aria-label={`${t("meetingLanguages.host.pairs")}: ${names.pair(pair)}`}
          />
        ))
      )}
      <Chip
        size="small"
        variant="outlined"
        label={t("meetingLanguages.host.unavailable", { count: interpreter.unavailableCount })}
        data-testid="interpreter-unavailable"
      />
    </>
  );
}
