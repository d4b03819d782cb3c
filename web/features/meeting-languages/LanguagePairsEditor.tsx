import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import {
  Box,
  Button,
  Chip,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../shared/matching/languages";
import { useLanguageNames } from "./language-names";
import { addPair, removePair } from "./pairs";

/**
 * The interpreter's language pairs: the list (each removable) and two language pickers to add one. A pair of
 * one language, a missing side or a pair already listed is refused here with a message (pairs.ts).
 */
export function LanguagePairsEditor({
  pairs,
  onChange,
}: {
  pairs: string[];
  onChange: (pairs: string[]) => void;
}) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const id = useId();
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState("");
  const options = [...LANGUAGES].sort((x, y) => names.name(x).localeCompare(names.name(y)));

  const add = () => {
    const result = addPair(pairs, a, b);
    if (!result.ok) {
      setProblem(t(`meetingLanguages.profile.${result.problem}`));
      return;
    }
    setProblem(undefined);
    setA("");
    setB("");
    setStatus(names.pair(result.added));
    onChange(result.pairs);
  };
  const picker = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        setProblem(undefined);
      }}
      error={Boolean(problem)}
      sx={{ minWidth: { xs: 0, sm: 180 }, flex: { xs: "1 1 0", sm: "0 0 auto" } }}
      slotProps={{ htmlInput: { "aria-describedby": problem ? `${id}-problem` : undefined } }}
    >
      {options.map((code) => (
        <MenuItem key={code} value={code}>
          {names.name(code)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t("meetingLanguages.profile.pairsTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("meetingLanguages.profile.pairsHelp")}
      </Typography>
      {pairs.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="pairs-empty">
          {t("meetingLanguages.profile.pairsEmpty")}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t("meetingLanguages.profile.pairsList")}
          direction="row"
          sx={{ gap: 1, flexWrap: "wrap", p: 0, m: 0, mb: 2, listStyle: "none" }}
        >
          {pairs.map((pair) => (
            <Box
              component="li"
              key={pair}
              sx={{ display: "flex", alignItems: "center", gap: 0.25 }}
              data-testid="language-pair"
            >
              <Chip label={names.pair(pair)} color="primary" variant="outlined" />
              <IconButton
                size="small"
                aria-label={t("meetingLanguages.profile.removePair", { pair: names.pair(pair) })}
                onClick={() => onChange(removePair(pairs, pair))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        {picker(t("meetingLanguages.profile.from"), a, setA)}
        <Typography aria-hidden sx={{ alignSelf: "center", display: { xs: "none", sm: "block" } }}>
          ↔
        </Typography>
        {picker(t("meetingLanguages.profile.to"), b, setB)}
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          sx={{ minHeight: 40, flex: { xs: "1 0 100%", sm: "0 0 auto" } }}
        >
          {t("meetingLanguages.profile.add")}
        </Button>
      </Stack>
      {problem && (
        <FormHelperText id={`${id}-problem`} error role="alert" sx={{ mt: 1 }}>
          {problem}
        </FormHelperText>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
  );
}
