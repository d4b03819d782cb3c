import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { getEventDetail, type TEventSummary } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { callApi } from "../../api/client";
import { useEventPage, useMyEvents } from "../../api/events";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { DayLanding } from "../../features/day/DayLanding";
import { EventGrid } from "../../features/events/EventCard";
import { recentEventIds } from "../../lib/recent";
import { Hero } from "./Hero";

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, "-")}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Typography id={id} component="h2" variant="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** Summaries of event ids (my events, recently viewed): detail calls, kept in the query cache. */
function useEventsByIds(ids: number[]) {
  return useQuery({
    queryKey: ["events", "byIds", ids],
    queryFn: async () => {
      const results = await Promise.allSettled(ids.map((id) => callApi(getEventDetail, { query: { id } })));
      return results.flatMap((r): TEventSummary[] => (r.status === "fulfilled" ? [r.value] : []));
    },
    enabled: ids.length > 0,
  });
}

function MyEventsSection() {
  const { t } = useTranslation();
  const { data: mine } = useMyEvents();
  const ids = [...new Set((mine ?? []).map((m) => m.eventId))].slice(0, 8);
  const { data: events, isLoading } = useEventsByIds(ids);
  return (
    <Section title={t("home.myEvents")}>
      {ids.length === 0 ? (
        <Empty>{t("home.noMyEvents")}</Empty>
      ) : isLoading ? (
        <Loading />
      ) : (
        <EventGrid events={events ?? []} />
      )}
    </Section>
  );
}

function RecentSection() {
  const { t } = useTranslation();
  const ids = recentEventIds();
  const { data: events } = useEventsByIds(ids);
  return (
    <Section title={t("home.recent")}>
      {ids.length === 0 ? <Empty>{t("home.noRecent")}</Empty> : <EventGrid events={events ?? []} />}
    </Section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const newest = useEventPage(0);
  return (
    <>
      {signedIn && <DayLanding />}
      <Hero signedIn={signedIn} />
      <Container maxWidth="lg">
        {/* a signed-in user's own events first: the reason they came back (docs/decisions.md) */}
        {signedIn && <MyEventsSection />}
        <Box
          component="section"
          sx={{
            mt: 4,
            p: { xs: 2.5, sm: 3 },
            borderRadius: 3,
            bgcolor: "#eef3ff",
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            gap: 2,
            alignItems: { sm: "center" },
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography component="h2" variant="h3">
              {t("home.organizerTitle")}
            </Typography>
            <Typography color="text.secondary">{t("home.organizerText")}</Typography>
          </Box>
          <Button variant="contained" href="/host" target="_blank" rel="noopener">
            {t("home.organizerCta")}
          </Button>
        </Box>
        <Section
          title={t("home.newest")}
          action={
            <Button component={RouterLink} to="/list">
              {t("common.more")}
            </Button>
          }
        >
          {newest.isLoading && <Loading />}
          {newest.isError && (
            <LoadError message={t("common.cannotAccess")} onRetry={() => newest.refetch()} />
          )}
          {newest.data &&
            (newest.data.content.length === 0 ? (
              <Empty>{t("home.noEvents")}</Empty>
            ) : (
              <EventGrid events={newest.data.content} lead={!signedIn} />
            ))}
        </Section>
        <RecentSection />
      </Container>
    </>
  );
}
