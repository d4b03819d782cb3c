import * as admin from "./admin.ts";
import * as applications from "./applications.ts";
import * as autoSchedule from "./auto-schedule.ts";
import * as badges from "./badges.ts";
import * as calendar from "./calendar.ts";
import * as captions from "./captions.ts";
import * as chat from "./chat.ts";
import * as checkin from "./checkin.ts";
import type { CallDef } from "./define.ts";
import * as events from "./events.ts";
import * as files from "./files.ts";
import * as floorMap from "./floor-map.ts";
import * as forms from "./forms.ts";
import * as host from "./host.ts";
import * as hostIntake from "./host-intake.ts";
import * as hostMeetings from "./host-meetings.ts";
import * as interpreters from "./interpreters.ts";
import * as languages from "./languages.ts";
import * as mailbox from "./mailbox.ts";
import * as mailings from "./mailings.ts";
import * as managers from "./managers.ts";
import * as matching from "./matching.ts";
import * as meetingDay from "./meeting-day.ts";
import * as meetings from "./meetings.ts";
import * as notices from "./notices.ts";
import * as places from "./places.ts";
import * as presentation from "./presentation.ts";
import * as printing from "./printing.ts";
import * as programme from "./programme.ts";
import * as push from "./push.ts";
import * as subEvents from "./subevents.ts";
import * as surveys from "./surveys.ts";
import * as templates from "./templates.ts";
import * as users from "./users.ts";
import * as video from "./video.ts";
import * as webinarQa from "./webinar-qa.ts";
import * as webinars from "./webinars.ts";
import * as workspace from "./workspace.ts";

export * from "./admin.ts";
export * from "./applications.ts";
export * from "./auto-schedule.ts";
export * from "./badges.ts";
export * from "./calendar.ts";
export * from "./captions.ts";
export * from "./chat.ts";
export * from "./checkin.ts";
export * from "./common.ts";
export * from "./define.ts";
export * from "./events.ts";
export * from "./files.ts";
export * from "./floor-map.ts";
export * from "./forms.ts";
export * from "./host.ts";
export * from "./host-intake.ts";
export * from "./host-meetings.ts";
export * from "./interpreters.ts";
export * from "./languages.ts";
export * from "./mailbox.ts";
export * from "./mailings.ts";
export * from "./managers.ts";
export * from "./matching.ts";
export * from "./meeting-day.ts";
export * from "./meetings.ts";
export * from "./notices.ts";
export * from "./places.ts";
export * from "./presentation.ts";
export * from "./printing.ts";
export * from "./programme.ts";
export * from "./push.ts";
export * from "./subevents.ts";
export * from "./surveys.ts";
export * from "./templates.ts";
export * from "./users.ts";
export * from "./video.ts";
export * from "./webinar-qa.ts";
export * from "./webinars.ts";
export * from "./workspace.ts";

/** Domain files of the contract: every exported call of each is part of the API. Add one entry per file. */
const domains: Record<string, unknown>[] = [
  applications,
  users,
  files,
  events,
  subEvents,
  forms,
  templates,
  host,
  hostIntake,
  admin,
  workspace,
  managers,
  surveys,
  meetings,
  languages,
  hostMeetings,
  calendar,
  chat,
  notices,
  mailbox,
  mailings,
  webinars,
  webinarQa,
  interpreters,
  programme,
  floorMap,
  matching,
  autoSchedule,
  video,
  presentation,
  captions,
  places,
  badges,
  checkin,
  printing,
  meetingDay,
  push,
];

function isCall(value: unknown): value is CallDef {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value
  );
}

/** Every call, for the server's registration check and the OpenAPI document. */
export const contract: CallDef[] = domains.flatMap((domain) => Object.values(domain).filter(isCall));
