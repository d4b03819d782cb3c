import type { FastifyInstance } from "fastify";
import { myApprovedEventList, myEventList } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./applicants.service";

export function registerApplicantRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, myEventList, ({ actor }) => service.myEvents(ctx, actor));
  registerCall(app, myApprovedEventList, ({ actor, query }) =>
    service.myApprovedEvents(ctx, actor, query.page, query.size),
  );
}
