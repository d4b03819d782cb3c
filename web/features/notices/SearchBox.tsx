import SearchIcon from "@mui/icons-material/Search";
import { IconButton, InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const SEARCH_DEBOUNCE_MS = 1000;

/** A search field that searches on Enter, on the button, or 1000 ms after typing stops (spec). */
export function SearchBox({
  word,
  label,
  onSearch,
}: {
  word: string;
  label: string;
  onSearch: (w: string) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState(word);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setInput(word), [word]);
  useEffect(() => {
    if (input.trim() === word) return;
    const timer = setTimeout(() => latest.current(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, word]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={input}
      onChange={(e) => setInput(e.target.value.slice(0, 100))}
      onKeyDown={(e) => {
        if (e.key === "Enter") onSearch(input.trim());
      }}
      sx={{ minWidth: { xs: "100%", sm: 260 } }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t("common.search")} edge="end" onClick={() => onSearch(input.trim())}>
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
