import type { FastifyInstance } from "fastify";
import {
  getInterpreterProfile,
  hostAddInterpreter,
  hostAssignInterpreter,
  hostInterpreterCoverage,
  hostListInterpreters,
  hostRemoveInterpreter,
  interpreterAssignments,
  interpreterCheck,
  interpreterJoin,
  interpreterMeetings,
  setInterpreterProfile,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as host from "./interpreters.host";
import * as profile from "./interpreters.profile";
import * as service from "./interpreters.service";

export function registerInterpreterRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, interpreterAssignments, ({ actor, query }) =>
    service.assignments(ctx, actor, query.userId),
  );
  registerCall(app, interpreterCheck, ({ actor, query }) =>
    service.check(ctx, actor, query.userId, query.subEventId),
  );
  registerCall(app, interpreterMeetings, ({ actor, query }) => service.meetings(ctx, actor, query));
  registerCall(app, interpreterJoin, ({ actor, body }) => service.join(ctx, actor, body));
  registerCall(app, getInterpreterProfile, ({ actor, query }) =>
    profile.profile(ctx, actor, query.subEventId),
  );
  registerCall(app, setInterpreterProfile, ({ actor, body }) => profile.setProfile(ctx, actor, body));
  registerCall(app, hostListInterpreters, ({ actor, params }) => host.list(ctx, actor, params.id));
  registerCall(app, hostAddInterpreter, ({ actor, params, body, language }) =>
    host.add(ctx, actor, params.id, body, language),
  );
  registerCall(app, hostRemoveInterpreter, ({ actor, params }) =>
    host.remove(ctx, actor, params.interpreterId),
  );
  registerCall(app, hostInterpreterCoverage, ({ actor, params, query }) =>
    host.coverage(ctx, actor, params.id, query.need === "Y"),
  );
  registerCall(app, hostAssignInterpreter, ({ actor, params, body }) =>
    host.assign(ctx, actor, params.meetingId, body.interpreterId),
  );
}
