import type { FastifyInstance } from "fastify";
import {
  getCheckinCount,
  getCheckinRoster,
  getCheckinSetup,
  getRecentCheckins,
  hostAddCheckinStaff,
  hostListCheckinStaff,
  hostRemoveCheckinStaff,
  hostUndoCheckin,
  postChecks,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./checkin.service";
import * as staff from "./checkin-staff.service";

export function registerCheckinRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostListCheckinStaff, ({ actor, params }) => staff.listStaff(ctx, actor, params.eventId));
  registerCall(app, hostAddCheckinStaff, async ({ actor, params, body, reply }) => {
    const row = await staff.addStaff(ctx, actor, params.eventId, body.email);
    reply.status(201);
    return row;
  });
  registerCall(app, hostRemoveCheckinStaff, ({ actor, params }) =>
    staff.removeStaff(ctx, actor, params.staffId),
  );
  registerCall(app, getCheckinSetup, ({ actor, params }) => service.setup(ctx, actor, params.eventId));
  registerCall(app, getCheckinRoster, ({ actor, params }) => service.roster(ctx, actor, params.eventId));
  registerCall(app, postChecks, ({ actor, params, body }) =>
    service.postChecks(ctx, actor, params.eventId, body),
  );
  registerCall(app, getCheckinCount, ({ actor, params, query }) =>
    service.count(ctx, actor, params.eventId, query.place),
  );
  registerCall(app, getRecentCheckins, ({ actor, params, query }) =>
    service.recent(ctx, actor, params.eventId, query.limit),
  );
  registerCall(app, hostUndoCheckin, ({ actor, params }) => service.undo(ctx, actor, params.checkinId));
}
