import type { FastifyInstance } from "fastify";
import {
  hostAutoScheduleRun,
  hostCancelAutoScheduled,
  hostDraftCompanies,
  hostDraftMeetings,
  hostDraftUnscheduled,
  hostLatestAutoSchedule,
  hostMatchingSettings,
  hostPublishAutoSchedule,
  hostSaveMatchingSettings,
  hostSendScheduleMail,
  hostStartAutoSchedule,
  hostStopAutoSchedule,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import { sendScheduleMail } from "./auto-schedule.mail";
import * as service from "./auto-schedule.service";

export function registerAutoScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostMatchingSettings, ({ actor, params }) => service.getSettings(ctx, actor, params.id));
  registerCall(app, hostSaveMatchingSettings, ({ actor, params, body }) =>
    service.saveSettings(ctx, actor, params.id, body),
  );
  registerCall(app, hostStartAutoSchedule, ({ actor, params, body }) =>
    service.start(ctx, actor, params.id, body.mode),
  );
  registerCall(app, hostLatestAutoSchedule, ({ actor, params }) => service.latest(ctx, actor, params.id));
  registerCall(app, hostAutoScheduleRun, ({ actor, params }) => service.get(ctx, actor, params.runId));
  registerCall(app, hostStopAutoSchedule, ({ actor, params }) => service.stop(ctx, actor, params.runId));
  registerCall(app, hostDraftMeetings, ({ actor, params, query }) =>
    service.draftMeetings(ctx, actor, params.runId, query),
  );
  registerCall(app, hostDraftCompanies, ({ actor, params, query }) =>
    service.draftCompanies(ctx, actor, params.runId, query),
  );
  registerCall(app, hostDraftUnscheduled, ({ actor, params, query }) =>
    service.draftUnscheduled(ctx, actor, params.runId, query),
  );
  registerCall(app, hostPublishAutoSchedule, ({ actor, params }) =>
    service.publish(ctx, actor, params.runId),
  );
  registerCall(app, hostCancelAutoScheduled, ({ actor, params, body }) =>
    service.cancelAll(ctx, actor, params.id, body.reason),
  );
  registerCall(app, hostSendScheduleMail, ({ actor, params }) => sendScheduleMail(ctx, actor, params.id));
}
