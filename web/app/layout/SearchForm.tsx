import CloseIcon from "@mui/icons-material/Close";
import SearchIcon from "@mui/icons-material/Search";
import { Box, IconButton, InputBase, Paper } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";

/** The open search field; an empty trimmed term warns and does not navigate. */
export function SearchForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [word, setWord] = useState("");
  const submit = () => {
    const term = word.trim();
    if (!term) {
      toast(t("search.enterTerm"));
      return;
    }
    onClose();
    navigate(`/search_result/${encodeURIComponent(term)}`);
  };
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: "flex", alignItems: "center", px: 1, width: { xs: 180, sm: 280 } }}
    >
      <InputBase
        autoFocus
        value={word}
        onChange={(e) => setWord(e.target.value)}
        placeholder={t("search.placeholder")}
        inputProps={{ "aria-label": t("nav.search"), maxLength: 100 }}
        sx={{ flex: 1, fontSize: 14 }}
        onKeyDown={(e) => e.key === "Escape" && onClose()}
      />
      <Box>
        <IconButton type="submit" size="small" aria-label={t("common.search")}>
          <SearchIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t("common.close")} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
