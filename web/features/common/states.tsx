import { Box, Button, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "./describe-error";
import { LazyAlert } from "./LazyAlert";

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: "flex", justifyContent: "center", alignItems: "center", gap: 1, py: 6 }}
    >
      <CircularProgress size={24} aria-label={label ?? t("common.loading")} />
      <Typography color="text.secondary">{label ?? t("common.loading")}</Typography>
    </Box>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        py: 6,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
      }}
    >
      <Typography>{children}</Typography>
    </Box>
  );
}

/**
 * A failed load. With `error`, the text follows its status (describeError) and the retry is offered where
 * it helps; `message` overrides the text.
 */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error?: unknown;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const described = error === undefined ? undefined : describeError(error, t);
  const text = message ?? described?.text ?? t("common.cannotAccess");
  const retry = onRetry && (described ? described.retry : true);
  return (
    <LazyAlert
      severity="error"
      action={
        retry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )
      }
    >
      {text}
    </LazyAlert>
  );
}
