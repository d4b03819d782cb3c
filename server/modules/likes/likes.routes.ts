import type { FastifyInstance } from "fastify";
import { myLikeList, myLikeListPage, toggleLike } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./likes.service";

export function registerLikeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, toggleLike, ({ actor, body }) =>
    service.toggleLike(ctx, actor, body.userId, body.eventId),
  );
  registerCall(app, myLikeList, ({ actor }) => service.likedIds(ctx, actor));
  registerCall(app, myLikeListPage, ({ actor, query }) =>
    service.likedPage(ctx, actor, query.page, query.size),
  );
}
