import type { FastifyInstance } from "fastify";
import {
  acceptRefill,
  addWalkIn,
  declineRefill,
  getMyDay,
  hostCorrectDay,
  hostSetNoShowGrace,
  listWalkIns,
  postArrival,
  postArrivalByCode,
  postDispute,
  postRunningLate,
  removeWalkIn,
  sendRefill,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import { arriveByCode } from "./meeting-day.code";
import * as refill from "./meeting-day.refill";
import * as service from "./meeting-day.service";
import { myDay } from "./meeting-day.view";
import * as walkIn from "./meeting-day.walk-in";

export function registerMeetingDayRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getMyDay, ({ actor, query }) => myDay(ctx, actor, query.eventId));
  registerCall(app, postArrival, ({ actor, params, body }) =>
    service.arrive(ctx, actor, params.meetingId, body),
  );
  registerCall(app, postArrivalByCode, ({ actor, body }) => arriveByCode(ctx, actor, body));
  registerCall(app, postDispute, ({ actor, params, body }) =>
    service.dispute(ctx, actor, params.meetingId, body.note),
  );
  registerCall(app, postRunningLate, ({ actor, params, body }) =>
    service.late(ctx, actor, params.meetingId, body.minutes),
  );
  registerCall(app, sendRefill, ({ actor, params }) => refill.sendRefill(ctx, actor, params.proposalId));
  registerCall(app, acceptRefill, ({ actor, params }) => refill.acceptRefill(ctx, actor, params.proposalId));
  registerCall(app, declineRefill, ({ actor, params }) =>
    refill.declineRefill(ctx, actor, params.proposalId),
  );
  registerCall(app, listWalkIns, ({ actor, params }) => walkIn.listWalkIns(ctx, actor, params.subEventId));
  registerCall(app, addWalkIn, async ({ actor, params, body, reply }) => {
    const row = await walkIn.addWalkIn(ctx, actor, params.subEventId, body);
    reply.status(201);
    return row;
  });
  registerCall(app, removeWalkIn, ({ actor, params }) => walkIn.removeWalkIn(ctx, actor, params.walkInId));
  registerCall(app, hostCorrectDay, ({ actor, params, body }) =>
    service.correct(ctx, actor, params.meetingId, body),
  );
  registerCall(app, hostSetNoShowGrace, ({ actor, params, body }) =>
    walkIn.setGrace(ctx, actor, params.subEventId, body.minutes),
  );
}
