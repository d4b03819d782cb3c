/**
 * Domain catalogues: one JSON file per domain under ./domains, each holding its ko, en and zh texts
 * side by side (so a feature's translations travel together). Add one import per file.
 */

import autoSchedule from "./domains/auto-schedule.json" with { type: "json" };
import badges from "./domains/badges.json" with { type: "json" };
import captions from "./domains/captions.json" with { type: "json" };
import chat from "./domains/chat.json" with { type: "json" };
import checkin from "./domains/checkin.json" with { type: "json" };
import day from "./domains/day.json" with { type: "json" };
import forms from "./domains/forms.json" with { type: "json" };
import host from "./domains/host.json" with { type: "json" };
import hostMeetings from "./domains/host-meetings.json" with { type: "json" };
import interpreters from "./domains/interpreters.json" with { type: "json" };
import liveFloor from "./domains/live-floor.json" with { type: "json" };
import mailbox from "./domains/mailbox.json" with { type: "json" };
import matching from "./domains/matching.json" with { type: "json" };
import meetingLanguages from "./domains/meeting-languages.json" with { type: "json" };
import meetingMail from "./domains/meeting-mail.json" with { type: "json" };
import meetingDay from "./domains/meetingDay.json" with { type: "json" };
import meetings from "./domains/meetings.json" with { type: "json" };
import notices from "./domains/notices.json" with { type: "json" };
import outcomeReport from "./domains/outcome-report.json" with { type: "json" };
import pdf from "./domains/pdf.json" with { type: "json" };
import places from "./domains/places.json" with { type: "json" };
import presentation from "./domains/presentation.json" with { type: "json" };
import printing from "./domains/printing.json" with { type: "json" };
import programme from "./domains/programme.json" with { type: "json" };
import push from "./domains/push.json" with { type: "json" };
import surveys from "./domains/surveys.json" with { type: "json" };
import templates from "./domains/templates.json" with { type: "json" };
import video from "./domains/video.json" with { type: "json" };
import videoCall from "./domains/video-call.json" with { type: "json" };
import videoRooms from "./domains/video-rooms.json" with { type: "json" };
import webinars from "./domains/webinars.json" with { type: "json" };
import workspace from "./domains/workspace.json" with { type: "json" };

export interface DomainCatalogue {
  ko: Record<string, unknown>;
  en: Record<string, unknown>;
  zh: Record<string, unknown>;
}

export const domainCatalogues: DomainCatalogue[] = [
  videoRooms,
  day,
  forms,
  host,
  templates,
  workspace,
  matching,
  meetings,
  surveys,
  meetingMail,
  chat,
  hostMeetings,
  notices,
  mailbox,
  webinars,
  interpreters,
  programme,
  autoSchedule,
  video,
  meetingLanguages,
  videoCall,
  presentation,
  captions,
  pdf,
  places,
  badges,
  checkin,
  meetingDay,
  printing,
  push,
  liveFloor,
  outcomeReport,
];
