import { Alert, AlertTitle, Box, Button, Container, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { TGuestMeeting } from "../../../shared/contract";
import { zoneCity } from "../../../shared/meetings/display";
import { wallTime } from "../../../shared/meetings/zoned-time";
import { ApiError } from "../../api/client";
import { exchangeGuestTicket, fetchRoomToken } from "../../api/video";
import { LanguageMenu } from "../../app/layout/LanguageMenu";
import { asLanguage, formatDateTime, formatTime } from "../../features/common/dates";
import { LoadError, Loading } from "../../features/common/states";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { useLeaveRoom } from "../../features/video-call/navigation";
import { localized } from "../../lib/format";

interface GuestSession {
  token: string;
  meetingId: number;
  name: string;
  /** Absent in a session stored before the exchange named the meeting. */
  meeting?: TGuestMeeting;
}

const STORE = "guestSession";
/** One exchange per ticket and page load: the ticket is single use (React's double mount must not spend it twice). */
const exchanges = new Map<string, Promise<GuestSession>>();

function exchangeOnce(ticketId: string): Promise<GuestSession> {
  let pending = exchanges.get(ticketId);
  if (!pending) {
    pending = exchangeGuestTicket(ticketId).then((g) => {
      const session = { token: g.token, meetingId: g.meetingId, name: g.name, meeting: g.meeting };
      sessionStorage.setItem(STORE, JSON.stringify(session));
      return session;
    });
    // a failure that is not a refusal (the network) may be tried again
    pending.catch(() => exchanges.delete(ticketId));
    exchanges.set(ticketId, pending);
  }
  return pending;
}

function storedSession(): GuestSession | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? "null") as GuestSession | null;
  } catch {
    return null;
  }
}

type Refusal = { kind: "noAccess" | "noTicket" } | { kind: "failed"; error: unknown };

/** The meeting the guest enters: its programme, the companies, the time in the venue's zone (and theirs). */
function MeetingFacts({ meeting }: { meeting: TGuestMeeting }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const zone = meeting.timeZone;
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const span = (z: string) =>
    `${formatDateTime(meeting.startsAt, z, language)}–${formatTime(meeting.endsAt, z)}`;
  const venue = wallTime(new Date(meeting.startsAt), zone);
  const mine = wallTime(new Date(meeting.startsAt), viewerZone);
  return (
    <Stack sx={{ gap: 0.5 }} data-testid="guest-meeting">
      <Typography color="text.secondary">
        {localized(language, meeting.eventName, meeting.eventNameEn)} ·{" "}
        {localized(language, meeting.subEventName, meeting.subEventNameEn)}
      </Typography>
      <Typography>{t("guest.when", { time: span(zone), city: zoneCity(zone) })}</Typography>
      {(venue.date !== mine.date || venue.time !== mine.time) && (
        <Typography color="text.secondary">
          {t("guest.yourTime", { time: span(viewerZone), city: zoneCity(viewerZone) })}
        </Typography>
      )}
    </Stack>
  );
}

/** A refusal that stays on screen until the person leaves (a toast would vanish while the page jumps home). */
function Refused({ refusal, onRetry }: { refusal: Refusal; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mb: 1 }}>
        <LanguageMenu />
      </Stack>
      {refusal.kind === "failed" ? (
        <LoadError error={refusal.error} onRetry={onRetry} />
      ) : (
        <Alert severity="warning" role="alert" data-testid="guest-refused">
          <AlertTitle component="h1" sx={{ fontSize: "1.1rem" }}>
            {t("guest.refusedTitle")}
          </AlertTitle>
          {t(refusal.kind === "noAccess" ? "guest.noAccess" : "guest.noTicket")}
        </Alert>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => navigate("/", { replace: true })}>
        {t("guest.home")}
      </Button>
    </Container>
  );
}

/**
 * /guest?t={ticket} (13.48): a person without an account, invited by the host into one meeting's room. The
 * ticket is exchanged once for a guest session (kept in this tab, so a reload does not spend it again); a
 * used, expired or revoked ticket says so on the page until the person leaves. Without a language chosen on the
 * device, the page follows the browser's language (web/i18n/visitor.ts) and offers the language menu.
 */
export default function GuestPage({ deps = defaultVideoDeps }: { deps?: VideoDeps }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const ticket = search.get("t");
  const leave = useLeaveRoom();
  const [session, setSession] = useState<GuestSession | null>(() => (ticket ? null : storedSession()));
  const [refusal, setRefusal] = useState<Refusal>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` runs the exchange again after a failure
  useEffect(() => {
    if (!ticket) {
      if (!storedSession()) setRefusal({ kind: "noTicket" });
      return;
    }
    let live = true;
    exchangeOnce(ticket)
      .then((s) => {
        if (!live) return;
        setSession(s);
        setSearch({}, { replace: true });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setRefusal(
          error instanceof ApiError && error.status === 403
            ? { kind: "noAccess" }
            : { kind: "failed", error },
        );
      });
    return () => {
      live = false;
    };
  }, [ticket, setSearch, attempt]);

  if (refusal)
    return (
      <Refused
        refusal={refusal}
        onRetry={() => {
          setRefusal(undefined);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (!session)
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Loading label={t("videoCall.guest.entering")} />
      </Container>
    );
  const meeting = session.meeting;
  const title = meeting
    ? t("guest.heading", { companies: meeting.companies.join(" × ") })
    : t("videoCall.title");
  return (
    <CallFlow
      deps={deps}
      heading={title}
      intro={
        <Stack
          direction={{ xs: "column-reverse", sm: "row" }}
          sx={{ gap: 1, justifyContent: "space-between" }}
        >
          <Box>
            {meeting && <MeetingFacts meeting={meeting} />}
            <Typography color="text.secondary" sx={{ mt: meeting ? 1 : 0 }}>
              {t("videoCall.deviceIntro")}
            </Typography>
          </Box>
          <Box sx={{ alignSelf: { xs: "flex-end", sm: "flex-start" } }}>
            <LanguageMenu />
          </Box>
        </Stack>
      }
      actionLabel={t("videoCall.join")}
      getToken={() => fetchRoomToken(session.meetingId, undefined, `Bearer ${session.token}`)}
      context={{
        title,
        venueZone: meeting?.timeZone ?? "Asia/Seoul",
        viewerZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        interpreterName: null,
        meetingId: session.meetingId,
        applicationId: null,
        counterpartId: null,
      }}
      onExit={() => leave("home")}
    />
  );
}
