import { type Page, type TMatchingSettings, type TRun, toPage } from "../../../shared/contract";
import { wallTime } from "../../../shared/meetings/zoned-time";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, Invalid, NotFound } from "../../http/errors";
import { cancelQueued, enqueue } from "../../queue/launch";
import { requireManager } from "../access/access.service";
import { emitAssignments, queueAssignmentMails } from "../interpreters/interpreters.notify";
import { matchingOn } from "../matching/matching.policy";
import { violated } from "../meetings/meetings.errors";
import { ensureSlots } from "../meetings/meetings.slots";
import { autoScheduleJob, launch, settled, stopLocal } from "./auto-schedule.job";
import * as repo from "./auto-schedule.repository";

/** A run that has not reported for this long died with its process. */
const STALE_SECONDS = 60;

/** The organizer of a sub-event with matching on (matching N: 403, readable). */
async function organizer(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireManager(ctx, actor, subEventId);
  if (!matchingOn(access.subEvent)) throw new Forbidden("matching.error.off");
  return access;
}

/** A run the actor may manage; others get 404. */
async function runOf(ctx: AppContext, actor: Actor, runId: number) {
  const run = await repo.findRun(ctx.db, runId);
  if (!run) throw new NotFound("autoSchedule.error.notFound");
  const access = await organizer(ctx, actor, run.subEventId).catch((err) => {
    if (err instanceof Forbidden && err.key === "matching.error.off") throw err;
    throw new NotFound("autoSchedule.error.notFound");
  });
  return { run, access };
}

export function presentRun(run: repo.RunRow): TRun {
  return {
    id: run.id,
    subEventId: run.subEventId,
    mode: run.mode,
    status: run.status,
    phase: run.phase,
    progress: run.progress,
    stopRequested: run.stopRequested === "Y",
    settings: run.settings,
    summary: (run.summary as TRun["summary"]) ?? null,
    outcome: (run.outcome as TRun["outcome"]) ?? null,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    publishedAt: run.publishedAt?.toISOString() ?? null,
  };
}

export async function getSettings(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<TMatchingSettings> {
  await organizer(ctx, actor, subEventId);
  const [settings, companyCaps] = await Promise.all([
    repo.settingsOf(ctx.db, subEventId),
    repo.companyCaps(ctx.db, subEventId),
  ]);
  return { ...settings, companyCaps };
}

export async function saveSettings(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  body: TMatchingSettings,
): Promise<TMatchingSettings> {
  await organizer(ctx, actor, subEventId);
  const ids = [...new Set(body.companyCaps.map((c) => c.applicationId))];
  const known = new Set(await repo.approvedAmong(ctx.db, subEventId, ids));
  if (ids.some((id) => !known.has(id)) || ids.length !== body.companyCaps.length)
    throw new Invalid("autoSchedule.error.badCompany");
  const { companyCaps, ...settings } = body;
  await ctx.db.transaction(async (tx) => {
    await repo.saveSettings(tx, subEventId, settings);
    await repo.replaceCompanyCaps(tx, subEventId, companyCaps);
  });
  return getSettings(ctx, actor, subEventId);
}

/**
 * Starts a run in the background (one running run per sub-event): the run and its job are written together; the
 * job runs here when this process runs heavy jobs, else a worker claims it (docs/worker.md).
 */
export async function start(ctx: AppContext, actor: Actor, subEventId: number, mode: "tight" | "normal") {
  await organizer(ctx, actor, subEventId);
  await ensureSlots(ctx, subEventId);
  await repo.failStale(ctx.db, subEventId, STALE_SECONDS);
  const settings = { ...(await repo.settingsOf(ctx.db, subEventId)), mode };
  const { run, job } = await ctx.db
    .transaction(async (tx) => {
      const run = await repo.insertRun(tx, { subEventId, mode, settings, startedByUserId: actor.userId });
      const job = await enqueue(tx, autoScheduleJob, { runId: run.id }, repo.runJobKey(run.id));
      return { run, job };
    })
    .catch((err) => {
      if (violated(err)?.constraint === "auto_schedule_runs_one_running_uq")
        throw new Conflict("autoSchedule.error.running");
      throw err;
    });
  await launch(ctx, job.id);
  return presentRun(run);
}

export async function latest(ctx: AppContext, actor: Actor, subEventId: number): Promise<TRun | null> {
  await organizer(ctx, actor, subEventId);
  await repo.failStale(ctx.db, subEventId, STALE_SECONDS);
  const run = await repo.latestRun(ctx.db, subEventId);
  return run ? presentRun(run) : null;
}

export async function get(ctx: AppContext, actor: Actor, runId: number): Promise<TRun> {
  return presentRun((await runOf(ctx, actor, runId)).run);
}

/**
 * Asks the run to stop: a run no worker took yet ends at once; one running in any process sees the flag at its
 * next progress write. Answers the run as it is when it ended, or after 2 s.
 */
export async function stop(ctx: AppContext, actor: Actor, runId: number): Promise<TRun> {
  const { run } = await runOf(ctx, actor, runId);
  if (run.status !== "running") throw new Conflict("autoSchedule.error.notRunning");
  await repo.requestStop(ctx.db, runId);
  await ctx.db.transaction(async (tx) => {
    if (await cancelQueued(tx, repo.runJobKey(runId))) await repo.finishRun(tx, runId, { status: "stopped" });
  });
  stopLocal(ctx, runId);
  return presentRun(await ended(ctx, runId, 2_000));
}

/** The run once it is no longer running (here or in another process), or as it is after `ms`. */
async function ended(ctx: AppContext, runId: number, ms: number): Promise<repo.RunRow> {
  const until = Date.now() + ms;
  let local: Promise<void> | undefined = settled(ctx, runId).then(() => {
    local = undefined;
  });
  for (;;) {
    const run = (await repo.findRun(ctx.db, runId))!;
    if (run.status !== "running" || Date.now() >= until) return run;
    const pause = new Promise((r) => setTimeout(r, 100));
    await (local ? Promise.race([local, pause]) : pause);
  }
}

const iso = (x: string | Date) => new Date(x).toISOString();

export async function draftMeetings(
  ctx: AppContext,
  actor: Actor,
  runId: number,
  q: { page: number; size: number; company: string },
) {
  const { access } = await runOf(ctx, actor, runId);
  const zone = access.event.timeZone;
  const { rows, total } = await repo.draftPage(ctx.db, runId, q.page, q.size, q.company);
  const content = rows.map((r) => {
    const start = wallTime(new Date(r.startsAt), zone);
    return {
      sellerId: r.sellerId,
      buyerId: r.buyerId,
      sellerName: r.sellerName,
      buyerName: r.buyerName,
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      date: start.date,
      startTime: start.time,
      endTime: wallTime(new Date(r.endsAt), zone).time,
      score: Number(r.score),
      interpreterName: r.interpreterName,
    };
  });
  return toPage(content, total, q.page, q.size);
}

export async function draftCompanies(
  ctx: AppContext,
  actor: Actor,
  runId: number,
  q: { page: number; size: number; without: "Y" | "N" },
) {
  const { run } = await runOf(ctx, actor, runId);
  const { rows, total } = await repo.draftCompanies(
    ctx.db,
    run.subEventId,
    runId,
    ctx.now(),
    q.page,
    q.size,
    q.without === "Y",
  );
  const content = rows.map(({ total: _t, ...r }) => ({
    ...r,
    current: Number(r.current),
    added: Number(r.added),
  }));
  return toPage(content, total, q.page, q.size);
}

export async function draftUnscheduled(
  ctx: AppContext,
  actor: Actor,
  runId: number,
  q: { page: number; size: number; reason?: string },
): Promise<Page<Omit<Awaited<ReturnType<typeof repo.unscheduledPage>>["rows"][number], "total">>> {
  await runOf(ctx, actor, runId);
  const { rows, total } = await repo.unscheduledPage(ctx.db, runId, q.reason, q.page, q.size);
  return toPage(
    rows.map(({ total: _t, ...r }) => r),
    total,
    q.page,
    q.size,
  );
}

/** Publishes the latest draft of the sub-event (mails follow the sub-event's toggle). */
export async function publish(ctx: AppContext, actor: Actor, runId: number): Promise<TRun> {
  const { run } = await runOf(ctx, actor, runId);
  if (run.status !== "draft") throw new Conflict("autoSchedule.error.notDraft");
  const settings = await repo.settingsOf(ctx.db, run.subEventId);
  const mail = settings.mail === "Y";
  let assigned: { userId: number }[] = [];
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const done = await repo.publishDraft(tx, { runId, userId: actor.userId, mail, now: ctx.now() });
      // the draft's interpreters, in the same transaction (the exclusion constraint skips any taken meanwhile)
      if (done) assigned = await repo.assignPublished(tx, runId);
      if (done && mail) await queueAssignmentMails(tx, ctx, run.subEventId, assigned);
      return done;
    })
    .catch((err) => {
      // The database refused a double booking that slipped past the checks (a race): nothing was written.
      if (violated(err)) throw new Conflict("autoSchedule.error.conflict");
      throw err;
    });
  if (!outcome) throw new Conflict("autoSchedule.error.notDraft");
  emitAssignments(
    ctx,
    run.subEventId,
    assigned.map((a) => a.userId),
  );
  return presentRun((await repo.findRun(ctx.db, runId))!);
}

export async function cancelAll(ctx: AppContext, actor: Actor, subEventId: number, reason: string) {
  await organizer(ctx, actor, subEventId);
  const settings = await repo.settingsOf(ctx.db, subEventId);
  const cancelled = await ctx.db.transaction((tx) =>
    repo.cancelAutomatic(tx, {
      subEventId,
      userId: actor.userId,
      reason,
      mail: settings.mail === "Y",
      now: ctx.now(),
    }),
  );
  return { cancelled };
}
