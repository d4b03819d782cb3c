import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { IconButton, InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import { forwardRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { HANGUL } from "../../../shared/validation/account";

/**
 * Password input with a show/hide toggle, a Caps Lock warning, and a warning when Korean
 * characters are typed (they are removed: a password cannot hold them).
 */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [hangul, setHangul] = useState(false);
  const warning = hangul ? t("validation.passwordHangul") : capsLock ? t("login.capsLock") : undefined;
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? "text" : "password"}
      error={props.error || hangul}
      helperText={props.helperText ?? warning}
      onKeyDown={(e) => {
        setCapsLock(e.getModifierState?.("CapsLock") ?? false);
        props.onKeyDown?.(e);
      }}
      onKeyUp={(e) => setCapsLock(e.getModifierState?.("CapsLock") ?? false)}
      onChange={(e) => {
        const hasHangul = HANGUL.test(e.target.value);
        setHangul(hasHangul);
        if (hasHangul) e.target.value = e.target.value.replace(new RegExp(HANGUL.source, "g"), "");
        props.onChange?.(e);
      }}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? "Hide password" : "Show password"}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
        formHelperText: { role: warning ? "alert" : undefined } as never,
      }}
    />
  );
});
