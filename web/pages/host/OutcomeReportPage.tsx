import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { OutcomeReport } from "../../features/outcome-report/OutcomeReport";

/** /host/events/{eventId}/report: the outcome report (issue 30, part 5), with its spreadsheet and PDF. */
export default function OutcomeReportPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  return (
    <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Button
        component={RouterLink}
        to="/host"
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ justifySelf: "start" }}
      >
        {t("videoCall.back")}
      </Button>
      <Typography component="h1" variant="h5">
        {t("outcomeReport.title")}
      </Typography>
      <Typography color="text.secondary">{t("outcomeReport.intro")}</Typography>
      <OutcomeReport eventId={eventId} />
    </Box>
  );
}
