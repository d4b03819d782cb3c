import { Box, Card, CardActionArea, CardContent, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useWebinars } from "../../api/webinars";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { ZonedTime } from "../../features/webinars/ZonedTime";
import { useWorkspace } from "../../features/workspace/context";

/** The sub-event's webinars as cards; a card opens the current path plus /{webinarId}. */
export default function WebinarListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subEvent } = useWorkspace();
  const list = useWebinars(subEvent.id);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("webinar.title")}
      </Typography>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && <Empty>{t("webinar.none")}</Empty>}
      <Box
        component="ul"
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
          p: 0,
          m: 0,
          listStyle: "none",
        }}
      >
        {list.data?.map((w) => (
          <Card key={w.id} component="li" variant="outlined">
            <CardActionArea
              onClick={() => navigate(`${pathname.replace(/\/$/, "")}/${w.id}`)}
              sx={{
                height: "100%",
                display: "flex",
                flexDirection: "column",
                alignItems: "stretch",
                justifyContent: "flex-start",
              }}
            >
              <CardContent>
                <Chip
                  size="small"
                  color={w.hasLink ? "success" : "default"}
                  label={w.hasLink ? t("webinar.linkReady") : t("webinar.preparing")}
                  sx={{ mb: 1 }}
                />
                <Typography component="h2" variant="h6" sx={{ mb: 1, overflowWrap: "anywhere" }}>
                  {w.title}
                </Typography>
                <ZonedTime start={w.startDate} end={w.endDate} venueZone={w.timeZone} variant="body2" />
                {w.presenterNames.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t("webinar.presenters")}: {w.presenterNames.join(", ")}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
