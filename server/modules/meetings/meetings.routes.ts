import type { FastifyInstance } from "fastify";
import {
  applicationMeetings,
  cancelApplicationMeeting,
  changeMeetingState,
  getMeetingLanguages,
  getMeetingTargets,
  getWaitingAcceptMeetingTargets,
  interpreterAvailability,
  markImpossible,
  meetingDetailById,
  meetingHistoriesCancelled,
  meetingHistoriesRejected,
  meetingSchedule,
  meetingTargetByCompany,
  multipleImpossibleSave,
  multipleRemoveImpossible,
  myMeeting,
  removeImpossible,
  requestMeeting,
  setAttendeeType,
  setMeetingLanguages,
  updateMeeting,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as languages from "./meetings.languages.service";
import * as service from "./meetings.service";

export function registerMeetingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, meetingSchedule, ({ actor, query }) =>
    service.schedule(ctx, actor, query.applicationId, query.from, query.to),
  );
  registerCall(app, myMeeting, ({ actor, query }) => service.myMeetings(ctx, actor, query.applicationId));
  registerCall(app, meetingDetailById, ({ actor, query }) => service.detail(ctx, actor, query.meetingId));
  registerCall(app, requestMeeting, ({ actor, body }) => service.request(ctx, actor, body));
  registerCall(app, updateMeeting, ({ actor, body }) =>
    service.answer(ctx, actor, { ...body, applicationId: body.acceptorId }),
  );
  registerCall(app, changeMeetingState, ({ actor, body }) => service.answer(ctx, actor, body));
  registerCall(app, cancelApplicationMeeting, ({ actor, params }) => service.withdraw(ctx, actor, params.id));
  registerCall(app, markImpossible, ({ actor, body }) => service.markUnavailable(ctx, actor, body));
  registerCall(app, removeImpossible, ({ actor, params }) => service.liftUnavailable(ctx, actor, params.id));
  registerCall(app, multipleImpossibleSave, ({ actor, body }) => service.bulk(ctx, actor, body, true));
  registerCall(app, multipleRemoveImpossible, ({ actor, body }) => service.bulk(ctx, actor, body, false));
  registerCall(app, getMeetingTargets, ({ actor, query }) => service.meetingTargets(ctx, actor, query));
  registerCall(app, meetingTargetByCompany, ({ actor, query }) =>
    service.targetsByCompany(ctx, actor, query),
  );
  registerCall(app, getWaitingAcceptMeetingTargets, ({ actor, query }) =>
    service.waitingTargets(ctx, actor, query.meetingId, query.applicationId),
  );
  registerCall(app, applicationMeetings, ({ actor, query }) =>
    service.between(ctx, actor, query.applicationId, query.myApplicationId),
  );
  registerCall(app, meetingHistoriesRejected, ({ actor, query }) =>
    service.histories(ctx, actor, query.applicantId, "rejected"),
  );
  registerCall(app, meetingHistoriesCancelled, ({ actor, query }) =>
    service.histories(ctx, actor, query.applicantId, "cancelled"),
  );
  registerCall(app, setAttendeeType, ({ actor, body }) => service.setAttendee(ctx, actor, body));
  registerCall(app, getMeetingLanguages, ({ actor, query }) =>
    languages.languages(ctx, actor, query.applicationId),
  );
  registerCall(app, setMeetingLanguages, ({ actor, body }) => languages.setLanguages(ctx, actor, body));
  registerCall(app, interpreterAvailability, ({ actor, query }) => languages.availability(ctx, actor, query));
}
