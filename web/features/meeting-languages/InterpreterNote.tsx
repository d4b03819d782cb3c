import { Alert, Box, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useInterpreterAvailability } from "../../api/meeting-languages";

/**
 * The booking dialog's note for the chosen counterpart and slot: nothing when the two sides share a language
 * (or one stated none), else whether an interpreter is free then (GET /api/meetings/interpreterAvailability).
 * Informative only: the request stays possible, and agreement assigns one when one is free (best effort).
 */
export function InterpreterNote(props: {
  applicationId: number;
  targetApplicationId: number | undefined;
  startsAt: string;
}) {
  const { t } = useTranslation();
  const check = useInterpreterAvailability(props);
  if (!props.targetApplicationId) return null;
  return (
    <Box aria-live="polite" sx={{ mt: 2 }} data-testid="interpreter-note">
      {check.isLoading ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: "center" }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t("meetingLanguages.interpreter.checking")}
          </Typography>
        </Stack>
      ) : check.isError ? (
        <Typography variant="body2" color="text.secondary">
          {t("meetingLanguages.interpreter.failed")}
        </Typography>
      ) : check.data?.needed ? (
        <Alert
          severity={check.data.available ? "info" : "warning"}
          role={check.data.available ? "note" : "alert"}
          data-testid="interpreter-note-text"
        >
          {t(
            check.data.available
              ? "meetingLanguages.interpreter.assigned"
              : "meetingLanguages.interpreter.noneFree",
          )}
        </Alert>
      ) : null}
    </Box>
  );
}
