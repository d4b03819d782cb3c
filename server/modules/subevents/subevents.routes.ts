import type { FastifyInstance } from "fastify";
import { getSubEventDetail, listSubEvents } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./subevents.service";

export function registerSubEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listSubEvents, ({ actor, query }) => service.listOfEvent(ctx, actor, query.eventId));
  registerCall(app, getSubEventDetail, ({ actor, query }) => service.detail(ctx, actor, query.id));
}
