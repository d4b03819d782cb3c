import { createHash, randomBytes } from "node:crypto";
import type { TCalendarFeed } from "../../../shared/contract";
import { translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { mailLanguage } from "../host/host.mails";
import { feedIcs, type IcsMeeting, meetingSequence, parseAddress } from "../meetings/meetings.ics";
import { meetingWhere } from "../meetings/meetings.mail";
import { findMailSubEvent, type MailSubEvent } from "../meetings/meetings.mail.repository";
import { toMeetingView } from "../meetings/meetings.presenter";
import { meetingViews } from "../meetings/meetings.repository";
import * as repo from "./calendar.repository";

/** 32 random bytes, URL-safe: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function feedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
}

/** Whether the caller has a feed; its URL is never shown again after creation (only a hash is kept). */
export async function getFeed(ctx: AppContext, actor: Actor): Promise<TCalendarFeed> {
  const row = await repo.findFeed(ctx.db, actor.userId);
  return { url: null, active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new secret feed URL for the caller, replacing any earlier one. */
export async function createFeed(ctx: AppContext, actor: Actor): Promise<TCalendarFeed> {
  const token = randomBytes(32).toString("base64url");
  const row = await repo.saveFeed(ctx.db, actor.userId, hashToken(token), ctx.now());
  return { url: feedUrl(ctx, token), active: true, createdAt: row.createdAt.toISOString() };
}

export async function revokeFeed(ctx: AppContext, actor: Actor): Promise<{ ok: true }> {
  await repo.deleteFeed(ctx.db, actor.userId);
  return { ok: true };
}

/**
 * The .ics of a feed token: the owner's agreed meetings across events, each in its venue's zone, titled in
 * the owner's language with the other company's name. Undefined for an unknown or revoked token.
 */
export async function feedCalendar(ctx: AppContext, token: string): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const owner = await repo.findFeedOwner(ctx.db, hashToken(token));
  if (!owner) return undefined;
  const language = mailLanguage(owner.countryNumber);
  const mine = new Set(await repo.applicationIdsOfUser(ctx.db, owner.userId));
  const rows = await meetingViews(ctx.db, repo.agreedMeetingsOf([...mine]));
  const subEvents = new Map<number, MailSubEvent | undefined>();
  const organizer = parseAddress(ctx.config.mailFrom);
  const events: IcsMeeting[] = [];
  for (const row of rows) {
    const m = toMeetingView(row, ctx.config.publicUrl);
    if (!subEvents.has(m.subEventId))
      subEvents.set(m.subEventId, await findMailSubEvent(ctx.db, m.subEventId));
    const sub = subEvents.get(m.subEventId);
    if (!sub) continue;
    const subEventName = language === "ko" || !sub.subEventNameEn ? sub.subEventName : sub.subEventNameEn;
    const counterpart = mine.has(m.applicant) ? m.acceptorName : m.applicantName;
    const { where, location } = meetingWhere(m, sub.venue, language);
    const link = m.link || `${ctx.config.publicUrl}/subEvent/${m.subEventId}/meeting`;
    events.push({
      meetingId: m.id,
      startsAt: new Date(m.startsAt),
      endsAt: new Date(m.endsAt),
      timeZone: row.timeZone,
      sequence: meetingSequence(row.meeting.updatedAt, false),
      summary: translate("meetingMail.summary", language, { counterpart, subEventName }),
      description: `${m.applicantName} × ${m.acceptorName}\n${where}\n${link}`,
      location,
      url: link,
      organizer,
      attendees: [],
      cancelled: false,
      stamp: ctx.now(),
    });
  }
  return feedIcs(translate("meetingMail.feedName", language), events);
}
