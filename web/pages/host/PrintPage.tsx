import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useSubEvents } from "../../api/events";
import { LoadError, Loading } from "../../features/common/states";
import { PrintForms } from "../../features/printing/PrintForms";
import { PrintJobs } from "../../features/printing/PrintJobs";

/** /host/events/{eventId}/print: badges, personal agendas and table cards as PDFs, made in the background. */
export default function PrintPage() {
  const { t, i18n } = useTranslation();
  const eventId = Number(useParams().eventId);
  const subs = useSubEvents(eventId);
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
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
        {t("printing.title")}
      </Typography>
      <Typography color="text.secondary">{t("printing.intro")}</Typography>
      {subs.isLoading && <Loading />}
      {subs.isError && <LoadError error={subs.error} onRetry={() => subs.refetch()} />}
      {subs.data && (
        <PrintForms
          eventId={eventId}
          subEvents={subs.data.map((s) => ({
            id: s.id,
            name: i18n.language === "ko" || !s.nameEn ? s.name : s.nameEn,
          }))}
        />
      )}
      <Typography component="h2" variant="h6">
        {t("printing.jobs")}
      </Typography>
      <PrintJobs eventId={eventId} />
    </Box>
  );
}
