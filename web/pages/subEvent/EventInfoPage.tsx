import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useWorkspace } from "../../features/workspace/context";
import { currentLanguage } from "../../i18n";
import { formatPeriod, localized } from "../../lib/format";

/** The event and sub-event at a glance, with the full event page in a new tab. */
export default function EventInfoPage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const language = currentLanguage();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.nav.eventInfo")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: "grid", gap: 1 }}>
        <Typography variant="h6">
          {localized(language, subEvent.mainEvent.name, subEvent.mainEvent.nameEn)}
        </Typography>
        <Typography>
          {localized(language, subEvent.name, subEvent.nameEn)} · {t(`subEventCategory.${subEvent.category}`)}
        </Typography>
        <Typography color="text.secondary">
          {formatPeriod(subEvent.subEventStartDate, subEvent.subEventEndDate, language)} ({subEvent.timeZone})
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            href={`/event/detail/${subEvent.eventId}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("workspace.openEventPage")}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
