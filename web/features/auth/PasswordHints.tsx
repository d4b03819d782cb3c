import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { passwordHints } from "../../../shared/validation/account";

/** Live checklist under the password: the enforced rules, plus a capital letter as a recommendation. */
export function PasswordHints({ value }: { value: string }) {
  const { t } = useTranslation();
  const hints = passwordHints(value);
  const rows: [boolean, string][] = [
    [hints.length, t("register.hintLength")],
    [hints.lower, t("register.hintLower")],
    [hints.digit, t("register.hintDigit")],
    [hints.upper, t("register.hintUpper")],
  ];
  return (
    <Stack component="ul" aria-label="Password rules" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map(([met, label]) => (
        <Typography
          component="li"
          key={label}
          variant="caption"
          data-met={met}
          sx={{
            display: "flex",
            gap: 0.5,
            alignItems: "center",
            color: met ? "success.main" : "text.secondary",
          }}
        >
          {met ? (
            <CheckCircleIcon sx={{ fontSize: 14 }} />
          ) : (
            <RadioButtonUncheckedIcon sx={{ fontSize: 14 }} />
          )}
          {label}
        </Typography>
      ))}
      <Typography component="li" variant="caption" color="text.secondary">
        {t("register.hintSpecials")}
      </Typography>
    </Stack>
  );
}
