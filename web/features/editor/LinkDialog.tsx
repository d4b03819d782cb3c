import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The link a host may insert: http(s) or mailto; a bare domain gets https://. Anything else (javascript:,
 * data:, relative paths) is refused here, and the sanitisers would drop it anyway.
 */
export function safeLink(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? url.href : undefined;
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.hostname.includes(".") || url.hostname === "localhost" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Asks for a link address; an empty address removes the link. */
export function LinkDialog(props: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (props.open) {
      setValue(props.initial);
      setInvalid(false);
    }
  }, [props.open, props.initial]);
  const save = () => {
    if (!value.trim()) return props.onSave("");
    const href = safeLink(value);
    if (!href) return setInvalid(true);
    props.onSave(href);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("notices.editor.link")}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t("notices.editor.linkPrompt")}
          value={value}
          error={invalid}
          helperText={invalid ? t("notices.editor.linkInvalid") : " "}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              save();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" onClick={save}>
          {t("common.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
