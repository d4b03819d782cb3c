import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TMeeting, TPresence } from "../../../shared/contract";
import { GuestTicketsDialog } from "./GuestTicketsDialog";
import { PresenceChip } from "./PresenceChip";

/**
 * On the host's meeting board, per agreed online meeting: each side connected (green) or not (red), live from
 * the server's presence; Observe opens the room as an observer who sends nothing; guest tickets.
 */
export function MeetingPresence({
  meeting,
  presence,
}: {
  meeting: TMeeting;
  presence: TPresence | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tickets, setTickets] = useState(false);
  const connected = presence?.connected ?? [];
  const sides = [
    { id: meeting.applicant, company: meeting.applicantName },
    { id: meeting.acceptor, company: meeting.acceptorName },
  ];
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}
      data-testid="video-presence"
      aria-label={t("videoCall.host.presence")}
      role="group"
    >
      {sides.map((side) => {
        const present = connected.some((c) => c.applicationId === side.id && c.role === "participant");
        return (
          <PresenceChip
            key={side.id ?? side.company}
            present={present}
            label={t(present ? "videoCall.host.sideIn" : "videoCall.host.sideOut", { company: side.company })}
          />
        );
      })}
      {connected
        .filter((c) => c.role === "interpreter" || c.role === "guest")
        .map((c) => (
          <PresenceChip
            key={c.identity}
            present
            label={`${c.role === "interpreter" ? t("videoCall.interpreter") : t("videoCall.guestRole")}: ${c.name}`}
          />
        ))}
      <Button size="small" onClick={() => navigate(`/video/${meeting.id}`, { state: { from: "host" } })}>
        {t("videoCall.host.observe")}
      </Button>
      <Button size="small" onClick={() => setTickets(true)}>
        {t("videoCall.host.tickets")}
      </Button>
      {tickets && <GuestTicketsDialog meetingId={meeting.id} onClose={() => setTickets(false)} />}
    </Stack>
  );
}
