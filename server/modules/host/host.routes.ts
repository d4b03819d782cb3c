import type { FastifyInstance } from "fastify";
import {
  createHostEvent,
  createHostSubEvent,
  decideHostApplicants,
  deleteHostSubEvent,
  getHostEvent,
  listHostApplicants,
  listHostEvents,
  requestEventApproval,
  saveHostForm,
  updateHostEvent,
  updateHostSubEvent,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as applicants from "./host.applicants";
import * as forms from "./host.forms";
import * as service from "./host.service";

export function registerHostRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listHostEvents, ({ actor, query }) =>
    service.listMine(ctx, actor, query.page, query.size),
  );
  registerCall(app, createHostEvent, ({ actor, body }) => service.createEvent(ctx, actor, body));
  registerCall(app, getHostEvent, ({ actor, params }) => service.getEvent(ctx, actor, params.eventId));
  registerCall(app, updateHostEvent, ({ actor, params, body }) =>
    service.updateEvent(ctx, actor, params.eventId, body),
  );
  registerCall(app, requestEventApproval, ({ actor, params }) =>
    service.requestApproval(ctx, actor, params.eventId),
  );
  registerCall(app, createHostSubEvent, ({ actor, params, body }) =>
    service.createSubEvent(ctx, actor, params.eventId, body),
  );
  registerCall(app, updateHostSubEvent, ({ actor, params, body }) =>
    service.updateSubEvent(ctx, actor, params.subEventId, body),
  );
  registerCall(app, deleteHostSubEvent, ({ actor, params }) =>
    service.deleteSubEvent(ctx, actor, params.subEventId),
  );
  registerCall(app, saveHostForm, ({ actor, params, body }) =>
    forms.saveForm(ctx, actor, params.subEventId, params.slot, body),
  );
  registerCall(app, listHostApplicants, ({ actor, params, query }) =>
    applicants.listApplicants(ctx, actor, params.subEventId, query, query.page, query.size),
  );
  registerCall(app, decideHostApplicants, ({ actor, params, body }) =>
    applicants.decide(ctx, actor, params.subEventId, body.applicationIds, body.decision, body.reason),
  );
}
