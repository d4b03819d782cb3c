import type { FastifyInstance } from "fastify";
import {
  hostArrangeMeeting,
  hostBlockCompany,
  hostBlockSlots,
  hostCancelMeeting,
  hostMeetingBoard,
  hostMeetingPlaces,
  hostMeetingSettings,
  hostMeetingStats,
  hostSetCompanyPlace,
  hostSetMeetingPlace,
  hostUnblockCompany,
  hostUnblockSlots,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./host-meetings.service";
import * as places from "./host-places.service";

export function registerHostMeetingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostMeetingBoard, ({ actor, params, query }) =>
    service.board(ctx, actor, params.id, query),
  );
  registerCall(app, hostArrangeMeeting, ({ actor, params, body }) =>
    service.arrange(ctx, actor, params.id, body),
  );
  registerCall(app, hostCancelMeeting, ({ actor, params, body }) =>
    service.cancel(ctx, actor, params.meetingId, body.reason),
  );
  registerCall(app, hostSetMeetingPlace, ({ actor, params, body }) =>
    places.setMeetingPlace(ctx, actor, params.meetingId, body),
  );
  registerCall(app, hostMeetingPlaces, ({ actor, params }) =>
    places.placesForMeeting(ctx, actor, params.meetingId),
  );
  registerCall(app, hostSetCompanyPlace, ({ actor, params, body }) =>
    service.setCompanyPlace(ctx, actor, params.applicationId, body.place),
  );
  registerCall(app, hostBlockSlots, ({ actor, params, body }) =>
    service.block(ctx, actor, params.id, body.slots, true),
  );
  registerCall(app, hostUnblockSlots, ({ actor, params, body }) =>
    service.block(ctx, actor, params.id, body.slots, false),
  );
  registerCall(app, hostBlockCompany, ({ actor, params, body }) =>
    service.blockCompany(ctx, actor, params.id, body),
  );
  registerCall(app, hostUnblockCompany, ({ actor, params }) =>
    service.unblockCompany(ctx, actor, params.meetingId),
  );
  registerCall(app, hostMeetingSettings, ({ actor, params, body }) =>
    service.settings(ctx, actor, params.id, body.requestExpiryHours),
  );
  registerCall(app, hostMeetingStats, ({ actor, params }) => service.stats(ctx, actor, params.id));
}
