import type { FastifyInstance } from "fastify";
import { createMailing, getMailing, listMailings, previewMailing } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./mailings.service";

export function registerMailingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, previewMailing, ({ actor, params, body }) =>
    service.preview(ctx, actor, params.subEventId, body),
  );
  registerCall(app, createMailing, ({ actor, params, body }) =>
    service.create(ctx, actor, params.subEventId, body),
  );
  registerCall(app, listMailings, ({ actor, params }) => service.list(ctx, actor, params.subEventId));
  registerCall(app, getMailing, ({ actor, params }) => service.get(ctx, actor, params.mailingId));
}
