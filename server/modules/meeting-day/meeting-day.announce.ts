import { translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import { notifyUsers } from "../push/push.service";
import { peopleOf } from "./meeting-day.now.repository";

export type DayChangeKind =
  | "arrived"
  | "noShow"
  | "disputed"
  | "corrected"
  | "refillSent"
  | "refillDeclined"
  | "refilled"
  | "late"
  | "moved";

/** The language of a day notice: the account's country number, as for mails. */
export function noticeLanguage(countryNumber: string): "ko" | "en" | "zh" {
  const n = countryNumber.trim();
  return n === "82" ? "ko" : n === "86" ? "zh" : "en";
}

/**
 * After a change committed: the people of both sides (and the interpreter) refetch their day, and the host's
 * live floor of the sub-event refetches (the Socket.IO rooms reach every process through Redis).
 */
export async function announceDayChange(
  ctx: AppContext,
  change: {
    subEventId: number;
    meetingId: number;
    placeId: number | null;
    kind: DayChangeKind;
    applications: number[];
    extraUsers?: number[];
  },
): Promise<void> {
  const people = await peopleOf(ctx.db, change.applications);
  const users = new Set([...people.map((p) => p.userId), ...(change.extraUsers ?? [])]);
  const payload = { meetingId: change.meetingId, subEventId: change.subEventId, kind: change.kind };
  if (users.size > 0)
    ctx.realtime.emit(
      [...users].map((id) => `user:${id}`),
      "meetingDay",
      payload,
    );
  ctx.realtime.emit(`floor:${change.subEventId}`, "floorChange", {
    ...payload,
    placeId: change.placeId,
    at: ctx.now().toISOString(),
  });
}

export type NoticeKind =
  | "meetingSoon"
  | "noShow"
  | "refillProposal"
  | "refillRequest"
  | "refilled"
  | "late"
  | "venueReminder";

/**
 * Tells the people of these applications something about their day, each in their language: an in-app notice
 * over the socket and a Web Push to their phones (server/modules/push). `params` fill the texts
 * `meetingDay.notice.<kind>.title|body`.
 */
export async function tellApplications(
  ctx: AppContext,
  applications: number[],
  kind: NoticeKind,
  params: Record<string, string | number>,
  url: string,
  tag?: string,
): Promise<void> {
  const people = await peopleOf(ctx.db, applications);
  const byLang = new Map<"ko" | "en" | "zh", number[]>();
  for (const p of people) {
    const lang = noticeLanguage(p.countryNumber);
    byLang.set(lang, [...(byLang.get(lang) ?? []), p.userId]);
  }
  for (const [lang, userIds] of byLang) {
    const notice = {
      kind,
      title: translate(`meetingDay.notice.${kind}.title`, lang, params),
      body: translate(`meetingDay.notice.${kind}.body`, lang, params),
      url,
      tag,
    };
    await sendNotice(ctx, [...new Set(userIds)], notice);
  }
}

/** Where notices go: in-app over the socket at once, and a Web Push to each phone (server/modules/push). */
async function sendNotice(
  ctx: AppContext,
  userIds: number[],
  notice: { kind: NoticeKind; title: string; body: string; url: string; tag?: string },
): Promise<void> {
  notifyUsers(ctx, userIds, notice);
}
