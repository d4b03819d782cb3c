import type { FastifyInstance } from "fastify";
import {
  hostCreateNotice,
  hostDeleteNotice,
  hostUpdateNotice,
  noticeDetail,
  noticeList,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./notices.service";

export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, noticeList, ({ actor, query }) => service.list(ctx, actor, query));
  registerCall(app, noticeDetail, ({ actor, query }) => service.detail(ctx, actor, query.noticeId));
  registerCall(app, hostCreateNotice, ({ actor, params, body }) =>
    service.create(ctx, actor, params.subEventId, body),
  );
  registerCall(app, hostUpdateNotice, ({ actor, params, body }) =>
    service.update(ctx, actor, params.noticeId, body),
  );
  registerCall(app, hostDeleteNotice, ({ actor, params }) => service.remove(ctx, actor, params.noticeId));
}
