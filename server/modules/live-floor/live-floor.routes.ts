import type { FastifyInstance } from "fastify";
import { hostLiveFloor } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./live-floor.service";

export function registerLiveFloorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostLiveFloor, ({ actor, params, query }) =>
    service.liveFloor(ctx, actor, params.subEventId, query),
  );
}
