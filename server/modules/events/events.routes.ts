import type { FastifyInstance } from "fastify";
import { getAllEvents, getEventDetail, getEventFooter, searchEvents } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./events.service";

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getAllEvents, ({ query }) => service.listPublic(ctx, query.page, query.size));
  registerCall(app, searchEvents, ({ query }) => service.search(ctx, query.word, query.page, query.size));
  registerCall(app, getEventDetail, ({ actor, query }) => service.detail(ctx, actor, query.id));
  registerCall(app, getEventFooter, ({ actor, params }) => service.footer(ctx, actor, params.eventId));
}
