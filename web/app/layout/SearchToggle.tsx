import SearchIcon from "@mui/icons-material/Search";
import { IconButton } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPopup } from "./lazy-popup";

const form = lazyPopup(
  () => import("./SearchForm"),
  (m) => m.SearchForm,
);

/** Search field behind an icon (the field is loaded when first opened); see SearchForm. */
export function SearchToggle() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <IconButton
      color="inherit"
      aria-label={t("nav.search")}
      onPointerEnter={form.preload}
      onFocus={form.preload}
      onClick={() => setOpen(true)}
    >
      <SearchIcon />
    </IconButton>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <form.Component onClose={() => setOpen(false)} />
    </Suspense>
  );
}
