import type { FastifyInstance } from "fastify";
import {
  markNotInterested,
  matchingTargets,
  notInterestedList,
  restoreNotInterested,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./matching.service";

export function registerMatchingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, matchingTargets, ({ actor, query }) => service.targets(ctx, actor, query));
  registerCall(app, markNotInterested, ({ actor, body }) => service.setNotInterested(ctx, actor, body, true));
  registerCall(app, restoreNotInterested, ({ actor, body }) =>
    service.setNotInterested(ctx, actor, body, false),
  );
  registerCall(app, notInterestedList, ({ actor, query }) => service.hidden(ctx, actor, query.applicationId));
}
