import type { FastifyInstance } from "fastify";
import { getUser, listUsers, saveBusinessCard, updateUser } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./users.service";

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listUsers, ({ actor, query }) => service.lookupByEmail(ctx, actor, query.email));
  registerCall(app, getUser, ({ actor, params }) => service.getUser(ctx, actor, params.id));
  registerCall(app, updateUser, ({ actor, body }) => service.updateProfile(ctx, actor, body));
  registerCall(app, saveBusinessCard, ({ actor, body }) => service.saveCard(ctx, actor, body));
}
