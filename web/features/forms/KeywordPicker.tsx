import { Autocomplete, Box, Chip, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TKeyword } from "../../../shared/contract";
import { KEYWORD_MAX, keywordTitles } from "../../../shared/validation/forms";
import { toast } from "../../lib/toast";

interface Props {
  id: string;
  label: string;
  value: string;
  options: TKeyword[];
  onChange: (content: string) => void;
  sanitize: (text: string) => string;
}

/** Keywords as chips: type one and press Enter, or pick from the sub-event's list. */
export function KeywordPicker({ id, label, value, options, onChange, sanitize }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const titles = keywordTitles(value);
  const add = (raw: string) => {
    const title = raw.replace(/,/g, " ").trim();
    if (!title) return;
    const next = keywordTitles([...titles, title].join(","));
    const joined = next.join(",");
    if (joined.length > KEYWORD_MAX) {
      toast(t("formValidation.keywordTooLong"));
      return;
    }
    onChange(joined);
    setText("");
  };
  const remove = (title: string) => onChange(titles.filter((k) => k !== title).join(","));
  return (
    <Stack sx={{ gap: 1 }}>
      <Autocomplete
        freeSolo
        id={id}
        options={options.map((o) => o.title).filter((o) => !titles.includes(o))}
        inputValue={text}
        onInputChange={(_, v, reason) => {
          if (reason !== "reset") setText(sanitize(v));
        }}
        onChange={(_, v) => {
          if (typeof v === "string") add(v);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={t("form.keywordPlaceholder")}
            helperText={t("form.keywordPick")}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                e.preventDefault();
                add(text);
              }
            }}
          />
        )}
      />
      {titles.length > 0 && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} aria-live="polite">
          {titles.map((title) => (
            <Chip key={title} label={title} onDelete={() => remove(title)} />
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {value.length}/{KEYWORD_MAX}
      </Typography>
    </Stack>
  );
}
