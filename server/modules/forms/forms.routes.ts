import type { FastifyInstance } from "fastify";
import { getFormDetail, getSellerPartiForm } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./forms.service";

export function registerFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getFormDetail, ({ actor, query }) =>
    service.formDetail(ctx, actor, query.subEventId, query.id),
  );
  registerCall(app, getSellerPartiForm, ({ actor, query }) =>
    service.sellerForm(ctx, actor, query.subEventId),
  );
}
