import type { FastifyInstance } from "fastify";
import {
  applicantsList,
  companyList,
  deleteApplicant,
  getApplicant,
  meetingDetail,
  myManagerRecord,
  participantList,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./workspace.service";

export function registerWorkspaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, participantList, ({ actor, query }) =>
    service.participants(ctx, actor, query.subEventId, query, query.page, query.pageSize),
  );
  registerCall(app, companyList, ({ actor, query }) =>
    service.participants(ctx, actor, query.subEventId, query, query.page, query.size),
  );
  registerCall(app, meetingDetail, ({ actor, query }) =>
    service.companyDetail(ctx, actor, query.applicationId),
  );
  registerCall(app, getApplicant, ({ actor, query }) => service.applicant(ctx, actor, query.id));
  registerCall(app, applicantsList, ({ actor, query }) =>
    service.myApplicationsInEvent(ctx, actor, query.mainEventId),
  );
  registerCall(app, deleteApplicant, ({ actor, query }) => service.removeApplication(ctx, actor, query.id));
  registerCall(app, myManagerRecord, ({ actor, query }) => service.myPlace(ctx, actor, query.subEventId));
}
