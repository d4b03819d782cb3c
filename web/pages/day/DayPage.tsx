import BadgeIcon from "@mui/icons-material/Badge";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Container,
  Stack,
  Typography,
} from "@mui/material";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { getMyBadge } from "../../../shared/contract";
import { callApi } from "../../api/client";
import { badgeKeys } from "../../features/badges/api";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { hasMeetings, useDayLive, useMyDay } from "../../features/day/api";
import { DayRows } from "../../features/day/DayRows";
import { MeetingCard } from "../../features/day/MeetingCard";
import { OfflineBanner } from "../../features/day/OfflineBanner";
import { RequestCard } from "../../features/day/RequestCard";
import { useDayQueue } from "../../features/day/useDayQueue";
import { WalkInToggle } from "../../features/day/WalkInToggle";
import { PushToggle } from "../../features/push/PushToggle";
import { useOnline } from "../../pwa/online";

/**
 * /day, "Now / Next" on the phone: standby requests to answer, the meeting now (or next) large, the rest of the
 * day, what already ended (folded), the badge one tap away and the walk-in switch. Live on `meetingDay`; with
 * the network off it shows the last answer kept "as of" its time, and taps queue until the network is back.
 */
export default function DayPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const answer = useMyDay();
  const queue = useDayQueue();
  useDayLive(true);
  const day = answer.data?.day;

  // the badge is one tap away, offline too: read (and watched, so read again once the service worker
  // controls the page) here so that the worker keeps it
  useQueries({
    queries: (day?.events ?? []).map((e) => ({
      queryKey: badgeKeys.mine(e.eventId),
      queryFn: () => callApi(getMyBadge, { params: { eventId: e.eventId } }),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });

  // the meeting under way and the next one, both large (a no-show now, the next table to walk to)
  const big = day ? [day.current, day.next].filter((c) => c !== null) : [];
  const main = big[0] ?? null;
  const rest = day?.later ?? [];
  const timeZone = main?.timeZone ?? day?.events[0]?.timeZone ?? "Asia/Seoul";
  return (
    <Container maxWidth="sm" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            {t("day.title")}
          </Typography>
          <Stack direction="row" spacing={1}>
            {(day?.events ?? []).map((e) => (
              <Button
                key={e.eventId}
                component={RouterLink}
                to={`/badge/${e.eventId}`}
                variant="outlined"
                startIcon={<BadgeIcon />}
                aria-label={t("day.badge.of", { event: e.name })}
              >
                {t("day.badge.button")}
              </Button>
            ))}
          </Stack>
        </Stack>
        <OfflineBanner
          online={online}
          cached={answer.data?.cached ?? false}
          asOf={day?.asOf}
          timeZone={timeZone}
        />
        {answer.isLoading && <Loading label={t("day.loading")} />}
        {answer.isError && !day && (
          <LoadError
            error={answer.error}
            message={online ? undefined : t("day.offline.nothingKept")}
            onRetry={() => void answer.refetch()}
          />
        )}
        {day && !hasMeetings(day) && day.requests.length === 0 && <Empty>{t("day.empty")}</Empty>}
        {day?.requests.map((r) => (
          <RequestCard key={r.proposalId} request={r} timeZone={timeZone} online={online} />
        ))}
        {answer.data &&
          big.map((card) => (
            <MeetingCard
              key={card.meetingId}
              card={card}
              heading={card === day?.current ? t("day.now") : t("day.next")}
              offset={answer.data.offset}
              online={online}
              queue={queue}
            />
          ))}
        {rest.length > 0 && (
          <Box component="section" aria-labelledby="day-later">
            <Typography id="day-later" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t("day.later")}
            </Typography>
            <DayRows cards={rest} testId="day-later" />
          </Box>
        )}
        {day && day.earlier.length > 0 && (
          <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls="day-earlier"
              id="day-earlier-head"
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t("day.earlier", { count: day.earlier.length })}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id="day-earlier">
              <DayRows cards={day.earlier} testId="day-earlier" />
            </AccordionDetails>
          </Accordion>
        )}
        {main && answer.data && (
          <WalkInToggle
            subEventId={(big.find((c) => c.mode === "offline") ?? main).subEventId}
            timeZone={timeZone}
            offset={answer.data.offset}
            online={online}
          />
        )}
        {day && hasMeetings(day) && <PushToggle />}
      </Stack>
    </Container>
  );
}
