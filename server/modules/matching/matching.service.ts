import {
  type Page,
  type TMatchingTarget,
  type TMatchMode,
  type TMatchReason,
  toPage,
} from "../../../shared/contract";
import { MAX_SCORE, type PreparedProfile, rankPrepared, scorePair } from "../../../shared/matching";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { isMemberOfApplication } from "../access/access.repository";
import { meetableTypes } from "../meetings/meetings.policy";
import { findApplicationContext } from "../meetings/meetings.repository";
import { ensureSlots } from "../meetings/meetings.slots";
import { isRejectionAsNotInterested, isRequest, matchingOn, RANKING_OF } from "./matching.policy";
import { type ProfileEntry, profilesOf } from "./matching.profiles";
import * as repo from "./matching.repository";

type AppContextRow = NonNullable<Awaited<ReturnType<typeof findApplicationContext>>>;

/**
 * The application the actor acts for: its owner or an accepted colleague while it is approved, or (to read)
 * the event's host. Everyone else: 404, so ids are no probe. Matching off: 403.
 */
async function viewerApplication(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
  mode: "read" | "write",
): Promise<AppContextRow> {
  const row = await findApplicationContext(ctx.db, applicationId);
  if (!row) throw new NotFound("workspace.applicationNotFound");
  const member =
    row.application.approval === "approval" &&
    (await isMemberOfApplication(ctx.db, applicationId, actor.userId));
  if (!member && !(mode === "read" && canManageEvent(actor, row.event)))
    throw new NotFound("workspace.applicationNotFound");
  if (!matchingOn(row.subEvent)) throw new Forbidden("matching.error.off");
  return row;
}

/** The viewer's requests and "not interested" marks, and the same marks of the others towards the viewer. */
async function relationsOf(ctx: AppContext, me: number) {
  const [meetings, exclusions] = await Promise.all([
    repo.relationRows(ctx.db, me),
    repo.exclusionRows(ctx.db, me),
  ]);
  const mine = { requests: new Set<string>(), notInterested: new Set<string>() };
  const theirs = new Map<string, { requests: Set<string>; notInterested: Set<string> }>();
  const other = (id: number) => {
    const key = String(id);
    let r = theirs.get(key);
    if (!r) {
      r = { requests: new Set(), notInterested: new Set() };
      theirs.set(key, r);
    }
    return r;
  };
  const self = String(me);
  for (const m of meetings) {
    const counterpart = m.applicant === me ? m.acceptor! : m.applicant;
    if (isRequest(m)) {
      if (m.applicant === me) mine.requests.add(String(counterpart));
      else other(counterpart).requests.add(self);
    }
    if (isRejectionAsNotInterested(m)) {
      if (m.closedBy === me) mine.notInterested.add(String(counterpart));
      else other(counterpart).notInterested.add(self);
    }
  }
  for (const x of exclusions) {
    if (x.by === me) mine.notInterested.add(String(x.target));
    else other(x.by).notInterested.add(self);
  }
  return { mine, theirs };
}

const withRelations = (
  base: PreparedProfile,
  r: { requests: Set<string>; notInterested: Set<string> } | undefined,
): PreparedProfile => (r ? { ...base, requests: r.requests, notInterested: r.notInterested } : base);

/** Earliest future slot both are free in, per counterpart (none when the pair already has a live meeting). */
async function pageExtras(ctx: AppContext, subEventId: number, me: number, ids: number[]) {
  const now = ctx.now();
  await ensureSlots(ctx, subEventId);
  const [slots, claims, live] = await Promise.all([
    repo.futureOpenSlots(ctx.db, subEventId, now),
    repo.claimsOf(ctx.db, [me, ...ids], now),
    repo.liveMeetingsWith(ctx.db, me, ids),
  ]);
  const busy = new Set(claims.map((c) => `${c.applicationId}@${c.startsAt.getTime()}`));
  const liveOf = new Map(
    live.map((m) => [m.applicant === me ? m.acceptor! : m.applicant, { id: m.id, status: m.status }]),
  );
  const mineFree = slots.filter((s) => !busy.has(`${me}@${s.startsAt.getTime()}`));
  return (id: number) => {
    const meeting = liveOf.get(id);
    const liveMeeting = meeting ? { id: meeting.id, status: meeting.status as "waiting" | "agree" } : null;
    const slot = meeting ? undefined : mineFree.find((s) => !busy.has(`${id}@${s.startsAt.getTime()}`));
    return {
      liveMeeting,
      commonSlot: slot
        ? {
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            startsAt: slot.startsAt.toISOString(),
          }
        : null,
    };
  };
}

/**
 * The counterparts of the application ranked by score for a mode, one page, each with its reasons, the first
 * common free slot and the pair's live meeting.
 */
export async function targets(
  ctx: AppContext,
  actor: Actor,
  q: {
    subEventId: number;
    applicationId?: number;
    mode: TMatchMode;
    page: number;
    size: number;
    searchWord: string;
  },
): Promise<Page<TMatchingTarget>> {
  // One statement for the access checks and the profile version: a page view is a few round trips.
  const viewer = await repo.viewerContext(ctx.db, {
    subEventId: q.subEventId,
    userId: actor.userId,
    applicationId: q.applicationId,
  });
  const readable =
    viewer &&
    viewer.subEventId === q.subEventId &&
    ((viewer.member && viewer.approval === "approval") ||
      canManageEvent(actor, { approval: viewer.eventApproval, hostUserId: viewer.hostUserId }));
  if (!viewer || !readable) throw new NotFound("workspace.applicationNotFound");
  if (!matchingOn(viewer)) throw new Forbidden("matching.error.off");
  const me = viewer.id;
  const [profiles, relations] = await Promise.all([
    profilesOf(ctx, q.subEventId, viewer.version),
    relationsOf(ctx, me),
  ]);
  const self = profiles.byId.get(me);
  const types = new Set(meetableTypes(viewer.type, viewer.targetScope));
  const base =
    self?.prepared ??
    ({
      id: String(me),
      categories: new Set(),
      keywords: new Map(),
      terms: new Set(),
      requests: new Set(),
      likes: new Set(),
      notInterested: new Set(),
    } satisfies PreparedProfile);
  const v = withRelations(base, relations.mine);
  const word = q.searchWord.toLowerCase();
  const pool: ProfileEntry[] = profiles.entries.filter(
    (e) => e.id !== me && types.has(e.type) && (!word || e.haystack.includes(word)),
  );
  const others = pool.map((e) => withRelations(e.prepared, relations.theirs.get(e.prepared.id)));
  const ranked = rankPrepared(v, others, RANKING_OF[q.mode]);
  const slice = ranked.slice(q.page * q.size, (q.page + 1) * q.size);
  const extras = await pageExtras(
    ctx,
    q.subEventId,
    me,
    slice.map((r) => pool[r.index]!.id),
  );
  const content = slice.map((r): TMatchingTarget => {
    const e = pool[r.index]!;
    return {
      applicationId: e.id,
      type: e.type,
      companyName: e.companyName,
      managerName: e.managerName,
      category: e.category,
      keyword: e.keyword,
      note: e.note,
      score: r.score,
      maxScore: MAX_SCORE,
      excluded: r.excluded,
      connected: r.connected,
      mutual: r.mutual,
      reasons: scorePair(v, others[r.index]!).reasons as TMatchReason[],
      ...extras(e.id),
    };
  });
  return toPage(content, ranked.length, q.page, q.size);
}

/** Marks (or, with `on` false, lifts) "not interested" of the application towards the target. */
export async function setNotInterested(
  ctx: AppContext,
  actor: Actor,
  body: { applicationId: number; targetId: number },
  on: boolean,
): Promise<{ ok: true }> {
  const viewer = await viewerApplication(ctx, actor, body.applicationId, "write");
  if (on) {
    const target = await findApplicationContext(ctx.db, body.targetId);
    const types = meetableTypes(viewer.application.type, viewer.subEvent.targetScope);
    if (
      !target ||
      target.subEvent.id !== viewer.subEvent.id ||
      target.application.approval !== "approval" ||
      target.application.id === body.applicationId ||
      !types.includes(target.application.type)
    )
      throw new Conflict("matching.error.notTarget");
    await repo.addExclusion(ctx.db, {
      applicationId: body.applicationId,
      targetApplicationId: body.targetId,
      subEventId: viewer.subEvent.id,
      createdByUserId: actor.userId,
    });
  } else {
    await repo.removeExclusion(ctx.db, body.applicationId, body.targetId);
  }
  return { ok: true };
}

/** The restore list of the application. */
export async function hidden(ctx: AppContext, actor: Actor, applicationId: number) {
  await viewerApplication(ctx, actor, applicationId, "read");
  const rows = await repo.hiddenCompanies(ctx.db, applicationId);
  return rows.map((r) => ({ ...r, hiddenAt: r.hiddenAt.toISOString() }));
}
