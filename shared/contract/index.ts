import * as admin from "./admin";
import * as applications from "./applications";
import * as autoSchedule from "./auto-schedule";
import * as calendar from "./calendar";
import * as chat from "./chat";
import type { CallDef } from "./define";
import * as events from "./events";
import * as files from "./files";
import * as floorMap from "./floor-map";
import * as forms from "./forms";
import * as host from "./host";
import * as hostIntake from "./host-intake";
import * as hostMeetings from "./host-meetings";
import * as interpreters from "./interpreters";
import * as mailbox from "./mailbox";
import * as mailings from "./mailings";
import * as managers from "./managers";
import * as matching from "./matching";
import * as meetings from "./meetings";
import * as notices from "./notices";
import * as programme from "./programme";
import * as subEvents from "./subevents";
import * as surveys from "./surveys";
import * as templates from "./templates";
import * as users from "./users";
import * as webinarQa from "./webinar-qa";
import * as webinars from "./webinars";
import * as workspace from "./workspace";

export * from "./admin";
export * from "./applications";
export * from "./auto-schedule";
export * from "./calendar";
export * from "./chat";
export * from "./common";
export * from "./define";
export * from "./events";
export * from "./files";
export * from "./floor-map";
export * from "./forms";
export * from "./host";
export * from "./host-intake";
export * from "./host-meetings";
export * from "./interpreters";
export * from "./mailbox";
export * from "./mailings";
export * from "./managers";
export * from "./matching";
export * from "./meetings";
export * from "./notices";
export * from "./programme";
export * from "./subevents";
export * from "./surveys";
export * from "./templates";
export * from "./users";
export * from "./webinar-qa";
export * from "./webinars";
export * from "./workspace";

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
];

function isCall(value: unknown): value is CallDef {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value
  );
}

/** Every call, for the server's registration check and the OpenAPI document. */
export const contract: CallDef[] = domains.flatMap((domain) => Object.values(domain).filter(isCall));
