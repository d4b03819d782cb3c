import type { FastifyInstance } from "fastify";
import { decideAdminEvent, listAdminEvents } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./admin.service";

/** Administrator calls: the contract's `auth: "admin"` refuses everyone else (401/403) before these run. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listAdminEvents, ({ query }) =>
    service.listForReview(ctx, query.approval, query.search, query.page, query.size),
  );
  registerCall(app, decideAdminEvent, ({ params, body }) =>
    service.decide(ctx, params.eventId, body.decision, body.reason),
  );
}
