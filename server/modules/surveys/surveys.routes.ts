import type { FastifyInstance } from "fastify";
import {
  createMeetingSurvey,
  createPostSurvey,
  getMeetingSurvey,
  getPostSurvey,
  meetingSurveyList,
  meetingSurveyVersions,
  restoreMeetingSurvey,
  updateMeetingSurvey,
  updatePostSurvey,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./surveys.service";

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, meetingSurveyList, ({ actor, query }) =>
    service.counselList(ctx, actor, query.applicationId, query.searchWord),
  );
  registerCall(app, getMeetingSurvey, ({ actor, query }) =>
    service.meetingSurvey(ctx, actor, query.meetingId, query.applicationId),
  );
  registerCall(app, createMeetingSurvey, ({ actor, body }) =>
    service.saveMeetingSurvey(ctx, actor, body, false),
  );
  registerCall(app, updateMeetingSurvey, ({ actor, body }) =>
    service.saveMeetingSurvey(ctx, actor, body, true),
  );
  registerCall(app, meetingSurveyVersions, ({ actor, query }) =>
    service.meetingSurveyVersions(ctx, actor, query),
  );
  registerCall(app, restoreMeetingSurvey, ({ actor, body }) =>
    service.restoreMeetingSurvey(ctx, actor, body),
  );
  registerCall(app, getPostSurvey, ({ actor, params }) =>
    service.postSurvey(ctx, actor, params.applicationId),
  );
  registerCall(app, createPostSurvey, ({ actor, body }) => service.savePostSurvey(ctx, actor, body, false));
  registerCall(app, updatePostSurvey, ({ actor, body }) => service.savePostSurvey(ctx, actor, body, true));
}
