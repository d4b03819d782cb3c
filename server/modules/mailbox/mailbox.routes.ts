import type { FastifyInstance } from "fastify";
import { mailDetail, mailList, mailOpened } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./mailbox.service";

export function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, mailList, ({ actor, query }) => service.list(ctx, actor, query));
  registerCall(app, mailDetail, ({ actor, query }) => service.detail(ctx, actor, query.mailId));
  registerCall(app, mailOpened, ({ actor, body }) => service.setOpened(ctx, actor, body));
}
