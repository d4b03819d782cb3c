import type { FastifyInstance } from "fastify";
import {
  createQa,
  deleteQa,
  getAllQa,
  getWebinar,
  hostCreateWebinar,
  hostDeleteWebinar,
  hostListWebinars,
  hostUpdateWebinar,
  listWebinars,
  modifyQa,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as qa from "./webinar-qa.service";
import * as host from "./webinars.host";
import * as service from "./webinars.service";

export function registerWebinarRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listWebinars, ({ actor, query }) => service.list(ctx, actor, query.subEventId));
  registerCall(app, getWebinar, ({ actor, params }) => service.detail(ctx, actor, params.secondId));
  registerCall(app, hostListWebinars, ({ actor, params }) => host.hostList(ctx, actor, params.id));
  registerCall(app, hostCreateWebinar, ({ actor, params, body }) => host.create(ctx, actor, params.id, body));
  registerCall(app, hostUpdateWebinar, ({ actor, params, body }) =>
    host.update(ctx, actor, params.webinarId, body),
  );
  registerCall(app, hostDeleteWebinar, ({ actor, params }) => host.remove(ctx, actor, params.webinarId));
  registerCall(app, getAllQa, ({ actor, query }) => qa.getAll(ctx, actor, query));
  registerCall(app, createQa, ({ actor, body }) => qa.create(ctx, actor, body));
  registerCall(app, modifyQa, ({ actor, body }) => qa.modify(ctx, actor, body));
  registerCall(app, deleteQa, ({ actor, query }) => qa.remove(ctx, actor, query));
}
