import { Alert, Box, Button, CircularProgress, Pagination, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "./describe-error";

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
    <Alert
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
    </Alert>
  );
}

/** Pager over zero-based pages of the spec's paged shape. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
      <Pagination
        count={totalPages}
        page={page + 1}
        onChange={(_, value) => onChange(value - 1)}
        color="primary"
        siblingCount={1}
        getItemAriaLabel={(type, p) => (type === "page" ? `Page ${p}` : type)}
      />
    </Box>
  );
}
