import type { FastifyInstance } from "fastify";
import {
  chimeAttendee,
  chimeAttendeeOut,
  chimeJoin,
  chimeTestAttendee,
  chimeTestAttendeeOut,
  chimeTestMeeting,
  createGuestTicket,
  directLobby,
  guestExchange,
  listDirectRooms,
  listGuestTickets,
  revokeGuestTicket,
  saveDirectRoom,
  videoCallCheck,
  videoPresence,
  videoToken,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import { webinarToken } from "../presentation/presentation.service";
import { setSeatRule } from "../rooms/rooms.admission";
import * as host from "./video.host";
import * as roster from "./video.roster";
import * as service from "./video.service";

const roomToken = (headers: Record<string, unknown>) => {
  const value = headers["x-room-token"];
  return typeof value === "string" ? value : undefined;
};

export function registerVideoRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of ["meeting", "direct", "test"] as const) setSeatRule(kind, service.stillMayEnter);
  registerCall(app, videoCallCheck, ({ actor, query }) =>
    service.check(ctx, actor, query.meetingId, query.applicantId),
  );
  registerCall(app, videoToken, ({ actor, query, request }) =>
    query.eventType === "presentation"
      ? webinarToken(ctx, actor, query.meetingId)
      : service.meetingToken(ctx, actor, request.headers.authorization, query.meetingId, query.applicantId),
  );
  registerCall(app, chimeJoin, ({ actor, query }) =>
    service.joinDirect(ctx, actor, query.roomId, query.name),
  );
  registerCall(app, chimeTestMeeting, ({ actor, query }) =>
    service.testMeeting(ctx, actor, query.attendeeName),
  );
  registerCall(app, chimeAttendee, ({ query, request }) =>
    roster.attendee(ctx, roomToken(request.headers), query.title, query.attendee),
  );
  registerCall(app, chimeTestAttendee, ({ query, request }) =>
    roster.attendee(ctx, roomToken(request.headers), query.title, query.attendee),
  );
  registerCall(app, chimeAttendeeOut, ({ query, request }) =>
    roster.attendeeOut(ctx, roomToken(request.headers), query.meetingId, query.attendeeId),
  );
  registerCall(app, chimeTestAttendeeOut, ({ query, request }) =>
    roster.attendeeOut(ctx, roomToken(request.headers), query.meetingId, query.attendeeId),
  );
  registerCall(app, guestExchange, ({ body }) => host.exchange(ctx, body.ticketId));
  registerCall(app, listGuestTickets, ({ actor, params }) => host.tickets(ctx, actor, params.meetingId));
  registerCall(app, createGuestTicket, ({ actor, params, body }) =>
    host.issueTicket(ctx, actor, params.meetingId, body.name),
  );
  registerCall(app, revokeGuestTicket, ({ actor, params }) => host.revokeTicket(ctx, actor, params.ticketId));
  registerCall(app, listDirectRooms, ({ actor, params }) => host.directRooms(ctx, actor, params.eventId));
  registerCall(app, saveDirectRoom, ({ actor, params, body }) =>
    host.saveDirectRoom(ctx, actor, params.eventId, params.number, body),
  );
  registerCall(app, directLobby, ({ params, query }) => host.lobby(ctx, params.number, query.eventId));
  registerCall(app, videoPresence, ({ actor, params }) => host.presence(ctx, actor, params.subEventId));
}
