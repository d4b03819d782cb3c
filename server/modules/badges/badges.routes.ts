import type { FastifyInstance } from "fastify";
import {
  getMyBadge,
  hostAddBadge,
  hostListBadges,
  hostReissueBadge,
  hostRevokeBadge,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./badges.service";

export function registerBadgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getMyBadge, ({ actor, params }) => service.myBadge(ctx, actor, params.eventId));
  registerCall(app, hostListBadges, ({ actor, params, query }) =>
    service.listBadges(ctx, actor, params.eventId, query),
  );
  registerCall(app, hostAddBadge, async ({ actor, params, body, reply }) => {
    const badge = await service.addExtraBadge(ctx, actor, params.eventId, body);
    reply.status(201);
    return badge;
  });
  registerCall(app, hostReissueBadge, ({ actor, params }) =>
    service.reissueBadge(ctx, actor, params.badgeId),
  );
  registerCall(app, hostRevokeBadge, ({ actor, params }) => service.revokeBadge(ctx, actor, params.badgeId));
}
