/**
 * Domain catalogues: one JSON file per domain under ./domains, each holding its ko, en and zh texts
 * side by side (so a feature's translations travel together). Add one import per file.
 */

import autoSchedule from "./domains/auto-schedule.json";
import chat from "./domains/chat.json";
import forms from "./domains/forms.json";
import host from "./domains/host.json";
import hostMeetings from "./domains/host-meetings.json";
import interpreters from "./domains/interpreters.json";
import mailbox from "./domains/mailbox.json";
import matching from "./domains/matching.json";
import meetingMail from "./domains/meeting-mail.json";
import meetings from "./domains/meetings.json";
import notices from "./domains/notices.json";
import programme from "./domains/programme.json";
import surveys from "./domains/surveys.json";
import templates from "./domains/templates.json";
import webinars from "./domains/webinars.json";
import workspace from "./domains/workspace.json";

export interface DomainCatalogue {
  ko: Record<string, unknown>;
  en: Record<string, unknown>;
  zh: Record<string, unknown>;
}

export const domainCatalogues: DomainCatalogue[] = [
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
];
