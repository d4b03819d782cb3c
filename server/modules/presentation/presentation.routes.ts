import type { FastifyInstance } from "fastify";
import {
  addBlackList,
  getBlackList,
  handsUpAcceptTrack,
  presentationCheck,
  presentationPresence,
  presenterIncludeUserDataTrack,
  removeBlackList,
  userIncludePresenter,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import { setSeatRule } from "../rooms/rooms.admission";
import * as host from "./presentation.host";
import * as service from "./presentation.service";

export function registerPresentationRoutes(app: FastifyInstance, ctx: AppContext): void {
  setSeatRule("presentation", service.stillMayPresent);
  registerCall(app, getBlackList, ({ actor, query }) => service.blackListOf(ctx, actor, query.roomId));
  registerCall(app, addBlackList, ({ actor, body }) =>
    service.act(ctx, actor, body.roomId, body.identity, "sendOut"),
  );
  registerCall(app, removeBlackList, ({ actor, body }) =>
    service.removeFromBlackList(ctx, actor, body.roomId, body.identity),
  );
  registerCall(app, handsUpAcceptTrack, ({ actor, body }) =>
    service.act(ctx, actor, body.roomSid, body.identity, "acceptHand"),
  );
  registerCall(app, userIncludePresenter, ({ actor, body }) =>
    service.act(ctx, actor, body.roomSid, body.identity, "acceptHand"),
  );
  registerCall(app, presenterIncludeUserDataTrack, ({ actor, body }) =>
    service.resend(ctx, actor, body.roomSid, body.identity),
  );
  registerCall(app, presentationCheck, ({ actor, query }) => service.check(ctx, actor, query.webinarId));
  registerCall(app, presentationPresence, ({ actor, params }) =>
    host.presence(ctx, actor, params.subEventId),
  );
}
