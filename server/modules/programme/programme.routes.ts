import type { FastifyInstance } from "fastify";
import {
  getProgramme,
  hostCreateSession,
  hostCreateSpeaker,
  hostDeleteSession,
  hostDeleteSpeaker,
  hostListSpeakers,
  hostUpdateSession,
  hostUpdateSpeaker,
  listSpeakers,
  sessionIcs,
  workspaceExtras,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as host from "./programme.host";
import * as service from "./programme.service";

export function registerProgrammeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, listSpeakers, ({ actor, params }) => service.speakers(ctx, actor, params.id));
  registerCall(app, getProgramme, ({ actor, params }) => service.programme(ctx, actor, params.id));
  registerCall(app, workspaceExtras, ({ actor, params }) => service.extras(ctx, actor, params.id));
  registerCall(app, sessionIcs, ({ actor, params }) => service.ics(ctx, actor, params.sessionId));
  registerCall(app, hostListSpeakers, ({ actor, params }) => host.hostSpeakers(ctx, actor, params.id));
  registerCall(app, hostCreateSpeaker, ({ actor, params, body }) =>
    host.createSpeaker(ctx, actor, params.id, body),
  );
  registerCall(app, hostUpdateSpeaker, ({ actor, params, body }) =>
    host.updateSpeaker(ctx, actor, params.speakerId, body),
  );
  registerCall(app, hostDeleteSpeaker, ({ actor, params }) =>
    host.deleteSpeaker(ctx, actor, params.speakerId),
  );
  registerCall(app, hostCreateSession, ({ actor, params, body }) =>
    host.createSession(ctx, actor, params.id, body),
  );
  registerCall(app, hostUpdateSession, ({ actor, params, body }) =>
    host.updateSession(ctx, actor, params.sessionId, body),
  );
  registerCall(app, hostDeleteSession, ({ actor, params }) =>
    host.deleteSession(ctx, actor, params.sessionId),
  );
}
