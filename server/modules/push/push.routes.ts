import type { FastifyInstance } from "fastify";
import { getPushKey, subscribePush, unsubscribePush } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./push.service";

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getPushKey, () => service.publicKey(ctx));
  registerCall(app, subscribePush, async ({ actor, body, request, reply }) => {
    const saved = await service.subscribe(ctx, actor, body, request.headers["user-agent"] ?? "");
    reply.status(201);
    return saved;
  });
  registerCall(app, unsubscribePush, ({ actor, body }) => service.unsubscribe(ctx, actor, body.endpoint));
}
