import type { FastifyInstance } from "fastify";
import {
  chatAddBlackList,
  chatGetBlackList,
  chatMessages,
  chatRemoveBlackList,
  chatRemoveMsg,
  chatRooms,
  chatToken,
  chatUpdateFriendlyName,
  openChatRoom,
  readChatRoom,
  sendChatMessage,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./chat.service";

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, chatRooms, ({ actor, query }) => service.listRooms(ctx, actor, query.subEventId));
  registerCall(app, openChatRoom, ({ actor, body }) => service.openRoom(ctx, actor, body));
  registerCall(app, chatMessages, ({ actor, params, query }) =>
    service.readMessages(ctx, actor, params.roomId, query),
  );
  registerCall(app, sendChatMessage, ({ actor, params, body }) =>
    service.send(ctx, actor, params.roomId, body),
  );
  registerCall(app, readChatRoom, ({ actor, params, body }) =>
    service.markRead(ctx, actor, params.roomId, body.seq),
  );
  registerCall(app, chatToken, ({ actor, query }) => service.token(ctx, actor, query.identity));
  registerCall(app, chatUpdateFriendlyName, ({ actor, body }) =>
    service.updateFriendlyName(ctx, actor, body.identity, body.friendlyName),
  );
  registerCall(app, chatAddBlackList, ({ actor, body }) =>
    service.addBlock(ctx, actor, body.roomId, body.identity),
  );
  registerCall(app, chatRemoveBlackList, ({ actor, body }) =>
    service.removeBlock(ctx, actor, body.roomId, body.identity),
  );
  registerCall(app, chatGetBlackList, ({ actor, query }) => service.blackList(ctx, actor, query.roomId));
  registerCall(app, chatRemoveMsg, ({ actor, body }) =>
    service.removeMessage(ctx, actor, body.channelSid, body.sid),
  );
}
