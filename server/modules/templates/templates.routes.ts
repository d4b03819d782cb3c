import type { FastifyInstance } from "fastify";
import { getEventTemplate } from "../../../shared/contract/templates";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./templates.service";

export function registerTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getEventTemplate, ({ actor, params }) =>
    service.template(ctx, actor, params.eventId, params.templateName),
  );
}
