import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import PlaceIcon from "@mui/icons-material/Place";
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TEventSummary } from "../../../shared/contract";
import { preloadEvent } from "../../app/preload";
import { currentLanguage } from "../../i18n";
import { formatPeriod, localized, splitCategories } from "../../lib/format";
import { Tag } from "../common/Tag";

/** `first`: one of the cards a visitor sees at once, whose image loads at once (it is often the page's largest). */
export function EventCard({ event, first = false }: { event: TEventSummary; first?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const title = localized(language, event.name, event.nameEn);
  return (
    <Card sx={{ height: "100%", display: "flex" }}>
      <CardActionArea
        component={RouterLink}
        to={`/event/detail/${event.id}`}
        onPointerEnter={() => preloadEvent(event.id)}
        onFocus={() => preloadEvent(event.id)}
        sx={{ display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <Box sx={{ aspectRatio: "16 / 9", bgcolor: "grey.200", overflow: "hidden" }}>
          {event.mainImageFile && (
            <Box
              component="img"
              src={event.mainImageFile.filePath}
              alt=""
              loading={first ? "eager" : "lazy"}
              fetchPriority={first ? "high" : "auto"}
              sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: "wrap", mb: 1 }}>
            {splitCategories(event.categories)
              .slice(0, 3)
              .map((c) => (
                <Tag key={c} label={t(`category.${c}`, { defaultValue: c })} />
              ))}
          </Stack>
          <Typography component="h3" variant="h4" sx={{ mb: 1, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: "flex", gap: 0.5, alignItems: "center" }}
          >
            <CalendarMonthIcon fontSize="inherit" aria-hidden />{" "}
            {formatPeriod(event.startDate, event.endDate, language)}
          </Typography>
          {event.location && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "flex", gap: 0.5, alignItems: "center" }}
              noWrap
            >
              <PlaceIcon fontSize="inherit" aria-hidden /> {event.location}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** 4 columns wide, 2 under 1024 px, 1 under 600 px; `lead`: the grid opens the page, its first row loads first. */
export function EventGrid({ events, lead = false }: { events: TEventSummary[]; lead?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
      }}
    >
      {events.map((event, index) => (
        <Box component="li" key={event.id}>
          <EventCard event={event} first={lead && index < 4} />
        </Box>
      ))}
    </Box>
  );
}
