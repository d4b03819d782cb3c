import { Container, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { exchangeGuestTicket, fetchRoomToken } from "../../api/video";
import { Loading } from "../../features/common/states";
import { CallFlow } from "../../features/video-call/CallFlow";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { useLeaveRoom } from "../../features/video-call/navigation";
import { toast } from "../../lib/toast";

interface GuestSession {
  token: string;
  meetingId: number;
  name: string;
}

const STORE = "guestSession";
/** One exchange per ticket and page load: the ticket is single use (React's double mount must not spend it twice). */
const exchanges = new Map<string, Promise<GuestSession>>();

function exchangeOnce(ticketId: string): Promise<GuestSession> {
  let pending = exchanges.get(ticketId);
  if (!pending) {
    pending = exchangeGuestTicket(ticketId).then((g) => {
      const session = { token: g.token, meetingId: g.meetingId, name: g.name };
      sessionStorage.setItem(STORE, JSON.stringify(session));
      return session;
    });
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

/**
 * /guest?t={ticket} (13.48): a person without an account, invited by the host into one meeting's room. The
 * ticket is exchanged once for a guest session (kept in this tab, so a reload does not spend it again); a
 * used, expired or revoked ticket shows the spec's no-access warning and goes to /.
 */
export default function GuestPage({ deps = defaultVideoDeps }: { deps?: VideoDeps }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const ticket = search.get("t");
  const leave = useLeaveRoom();
  const [session, setSession] = useState<GuestSession | null>(() => (ticket ? null : storedSession()));

  useEffect(() => {
    if (!ticket) {
      if (!storedSession()) {
        toast(t("guest.noAccess"));
        leave("home");
      }
      return;
    }
    let live = true;
    exchangeOnce(ticket)
      .then((s) => {
        if (!live) return;
        setSession(s);
        setSearch({}, { replace: true });
      })
      .catch(() => {
        if (!live) return;
        toast(t("guest.noAccess"));
        leave("home");
      });
    return () => {
      live = false;
    };
  }, [ticket, t, leave, setSearch]);

  if (!session)
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Loading label={t("videoCall.guest.entering")} />
      </Container>
    );
  return (
    <CallFlow
      deps={deps}
      heading={t("videoCall.title")}
      intro={<Typography color="text.secondary">{t("videoCall.deviceIntro")}</Typography>}
      actionLabel={t("videoCall.join")}
      getToken={() => fetchRoomToken(session.meetingId, undefined, `Bearer ${session.token}`)}
      context={{
        title: t("videoCall.title"),
        venueZone: "Asia/Seoul",
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
