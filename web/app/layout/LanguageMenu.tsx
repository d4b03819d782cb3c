import TranslateIcon from "@mui/icons-material/Translate";
import { Button, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages";
import { currentLanguage, setLanguage } from "../../i18n";

/** Korean, English, Chinese (French is not offered: it has no translation). Auth pages offer ko and en only. */
export function LanguageMenu({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t("nav.language")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span className="lang-label">{t(`lang.${current}`)}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            lang={language === "zh" ? "zh-CN" : language}
            onClick={() => {
              void setLanguage(language);
              setAnchor(null);
            }}
          >
            {t(`lang.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
