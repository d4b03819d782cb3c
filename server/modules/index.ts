import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { registerAdminRoutes } from "./admin/admin.routes";
import { registerApplicantRoutes } from "./applicants/applicants.routes";
import { registerApplicationRoutes } from "./applications/applications.routes";
import { registerAuthRoutes } from "./auth/auth.routes";
import { registerAutoScheduleRoutes } from "./auto-schedule/auto-schedule.routes";
import { registerBadgeRoutes } from "./badges/badges.routes";
import { registerCalendarRoutes } from "./calendar/calendar.routes";
import { registerCaptionRoutes } from "./captions/captions.routes";
import { registerChatRoutes } from "./chat/chat.routes";
import { registerCheckinRoutes } from "./checkin/checkin.routes";
import { registerMeetingDayRoutes } from "./meeting-day/meeting-day.routes";
import { registerCountryRoutes } from "./countries/countries.routes";
import { registerEventRoutes } from "./events/events.routes";
import { registerFileRoutes } from "./files/files.routes";
import { registerFloorMapRoutes } from "./floor-map/floor-map.routes";
import { registerFormRoutes } from "./forms/forms.routes";
import { registerHostRoutes } from "./host/host.routes";
import { registerHostMeetingRoutes } from "./host-meetings/host-meetings.routes";
import { registerInterpreterRoutes } from "./interpreters/interpreters.routes";
import { registerLikeRoutes } from "./likes/likes.routes";
import { registerMailboxRoutes } from "./mailbox/mailbox.routes";
import { registerMailingRoutes } from "./mailings/mailings.routes";
import { registerManagerRoutes } from "./managers/managers.routes";
import { registerMatchingRoutes } from "./matching/matching.routes";
import { registerMeetingRoutes } from "./meetings/meetings.routes";
import { registerNoticeRoutes } from "./notices/notices.routes";
import { registerPlaceRoutes } from "./places/places.routes";
import { registerPresentationRoutes } from "./presentation/presentation.routes";
import { registerPrintingRoutes } from "./printing/printing.routes";
import { registerProgrammeRoutes } from "./programme/programme.routes";
import { registerPushRoutes } from "./push/push.routes";
import { registerSubEventRoutes } from "./subevents/subevents.routes";
import { registerSurveyRoutes } from "./surveys/surveys.routes";
import { registerTemplateRoutes } from "./templates/templates.routes";
import { registerUserRoutes } from "./users/users.routes";
import { registerVideoRoutes } from "./video/video.routes";
import { registerWebinarRoutes } from "./webinars/webinars.routes";
import { registerWorkspaceRoutes } from "./workspace/workspace.routes";

/** Every domain's routes. Add one entry per module. */
export const moduleRoutes: ((app: FastifyInstance, ctx: AppContext) => void)[] = [
  registerAuthRoutes,
  registerVideoRoutes,
  registerUserRoutes,
  registerCountryRoutes,
  registerEventRoutes,
  registerSubEventRoutes,
  registerLikeRoutes,
  registerApplicantRoutes,
  registerApplicationRoutes,
  registerFileRoutes,
  registerFormRoutes,
  registerHostRoutes,
  registerAdminRoutes,
  registerTemplateRoutes,
  registerWorkspaceRoutes,
  registerManagerRoutes,
  registerSurveyRoutes,
  registerMeetingRoutes,
  registerHostMeetingRoutes,
  registerCalendarRoutes,
  registerChatRoutes,
  registerNoticeRoutes,
  registerMailboxRoutes,
  registerMailingRoutes,
  registerWebinarRoutes,
  registerInterpreterRoutes,
  registerProgrammeRoutes,
  registerFloorMapRoutes,
  registerMatchingRoutes,
  registerAutoScheduleRoutes,
  registerPresentationRoutes,
  registerCaptionRoutes,
  registerPlaceRoutes,
  registerBadgeRoutes,
  registerCheckinRoutes,
  registerMeetingDayRoutes,
  registerPrintingRoutes,
  registerPushRoutes,
];
