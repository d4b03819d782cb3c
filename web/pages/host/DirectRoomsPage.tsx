import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useDirectRooms } from "../../api/video";
import { LoadError, Loading } from "../../features/common/states";
import { DirectRoomsTable } from "../../features/video-call/DirectRoomsTable";

/** /host/events/{eventId}/directRooms: the event's ten standing video rooms, opened and closed by its host. */
export default function DirectRoomsPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const rooms = useDirectRooms(eventId);
  return (
    <Box>
      <Button component={RouterLink} to="/host" startIcon={<ArrowBackIcon />} size="small">
        {t("videoCall.back")}
      </Button>
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {t("videoCall.host.directRooms")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("videoCall.host.directIntro")}
      </Typography>
      {rooms.isLoading && <Loading />}
      {rooms.isError && <LoadError error={rooms.error} onRetry={() => rooms.refetch()} />}
      {rooms.data && <DirectRoomsTable rooms={rooms.data} />}
    </Box>
  );
}
