import type { FastifyInstance } from "fastify";
import {
  getFloorMap,
  hostCreateBooth,
  hostDeleteBooth,
  hostSetFloorPlan,
  hostUpdateBooth,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./floor-map.service";

export function registerFloorMapRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getFloorMap, ({ actor, params }) => service.floorMap(ctx, actor, params.id));
  registerCall(app, hostSetFloorPlan, ({ actor, params, body }) =>
    service.setPlan(ctx, actor, params.id, body),
  );
  registerCall(app, hostCreateBooth, ({ actor, params, body }) =>
    service.createBooth(ctx, actor, params.id, body),
  );
  registerCall(app, hostUpdateBooth, ({ actor, params, body }) =>
    service.updateBooth(ctx, actor, params.boothId, body),
  );
  registerCall(app, hostDeleteBooth, ({ actor, params }) => service.deleteBooth(ctx, actor, params.boothId));
}
