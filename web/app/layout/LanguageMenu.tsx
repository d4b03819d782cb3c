import TranslateIcon from "@mui/icons-material/Translate";
import { Button } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages";
import { currentLanguage, loadCatalogue } from "../../i18n";
import { lazyPopup } from "./lazy-popup";

const popup = lazyPopup(
  () => import("./menus"),
  (m) => m.LanguageMenuPopup,
);

/** Korean, English, Chinese (French is not offered: it has no translation). Auth pages offer ko and en only. */
export function LanguageMenu({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const current = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t("nav.language")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onPointerEnter={popup.preload}
        onFocus={popup.preload}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
          // the other languages' catalogues, while the menu opens
          for (const language of languages)
            if (language !== current) void loadCatalogue(language).catch(() => {});
        }}
        sx={{ minWidth: 0 }}
      >
        <span className="lang-label">{t(`lang.${current}`)}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <popup.Component anchor={anchor} onClose={() => setAnchor(null)} languages={languages} />
        </Suspense>
      )}
    </>
  );
}
