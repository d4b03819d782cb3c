import type { FastifyInstance } from "fastify";
import {
  acceptInvitation,
  addManager,
  applicantManagerList,
  deleteManagers,
  listManagerInvites,
  resolveInvitation,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./managers.service";

export function registerManagerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, applicantManagerList, ({ actor, query }) =>
    service.people(ctx, actor, query.applicationId),
  );
  registerCall(app, addManager, ({ actor, body, language }) => service.invite(ctx, actor, body, language));
  registerCall(app, listManagerInvites, ({ actor, query }) =>
    service.invites(ctx, actor, query.subEventId, query.applicationId),
  );
  registerCall(app, resolveInvitation, ({ query }) => service.resolve(ctx, query.code));
  registerCall(app, acceptInvitation, ({ actor, body }) => service.accept(ctx, actor, body.authCode));
  registerCall(app, deleteManagers, ({ actor, body }) => service.remove(ctx, actor, body.id, body.ids));
}
