import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * While a page's chunk arrives: the same look as features/common/states' Loading, kept here so that the shell
 * does not carry that module (its error and pagination parts) into the first load.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: "flex", justifyContent: "center", alignItems: "center", gap: 1, py: 6 }}
    >
      <CircularProgress size={24} aria-label={t("common.loading")} />
      <Typography color="text.secondary">{t("common.loading")}</Typography>
    </Box>
  );
}
