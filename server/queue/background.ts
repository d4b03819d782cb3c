/**
 * What runs in the background of a process, by its role (docs/worker.md, "What runs where"):
 * - every process: the mail outbox (claimed rows; a password code must not wait for a worker);
 * - processes that serve the web (web, all): the periodic passes whose changes are told to sockets, which only
 *   those processes hold (the event day's no-shows and reminders, meeting expiry, meeting notices);
 * - processes that run heavy jobs (worker, all): the queue's jobs (automatic scheduling, PDFs), the bulk mail
 *   (mailings' batches, the D-1 reminder), and the housekeeping passes (unattached files, expired sessions, ended
 *   jobs).
 * Every pass claims its rows in the database, so running it in several processes is safe; the split keeps the
 * web processes' event loops for requests.
 */
import type { AppContext } from "../context";
import { startDdayJob } from "../jobs/dday";
import { startFileCleanupJob } from "../jobs/file-cleanup";
import { MailWorker } from "../jobs/mail-worker";
import { startMailingJob } from "../jobs/mailings";
import { startMeetingDayJob } from "../jobs/meeting-day";
import { startMeetingExpiryJob } from "../jobs/meeting-expiry";
import { startMeetingNoticeJob } from "../jobs/meeting-notices";
import { startPeriodic } from "../jobs/periodic";
import { startSessionCleanupJob } from "../jobs/session-cleanup";
import { heavyKinds } from "./kinds";
import { pruneFinished } from "./queue.repository";
import { runsHeavyJobs, servesWeb } from "./roles";
import { JobRunner } from "./runner";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export interface Background {
  /** The queue's loop (processes that run heavy jobs). */
  runner?: JobRunner;
  /** Stops every pass; running jobs go back to the queue for another worker. */
  stop(): Promise<void>;
}

/** Ended jobs are kept a week (their domain rows keep what pages show), then deleted. */
const KEEP_ENDED_SECONDS = 7 * 86_400;

/** Starts the background work of the process's role (ctx.config.role). */
export function startBackgroundJobs(ctx: AppContext, log: Log): Background {
  const stops: (() => void)[] = [];
  const mailWorker = new MailWorker({
    db: ctx.db,
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    log,
  });
  mailWorker.start();
  if (servesWeb(ctx.config)) {
    stops.push(startMeetingExpiryJob(ctx, log));
    stops.push(startMeetingNoticeJob(ctx, log));
    stops.push(startMeetingDayJob(ctx, log));
  }
  let runner: JobRunner | undefined;
  if (runsHeavyJobs(ctx.config)) {
    runner = new JobRunner(ctx, heavyKinds, { log });
    runner.start();
    stops.push(startMailingJob(ctx, log));
    stops.push(startDdayJob(ctx, log));
    stops.push(startFileCleanupJob(ctx, log));
    stops.push(startSessionCleanupJob(ctx, log));
    stops.push(
      startPeriodic(
        "job queue prune",
        () => pruneFinished(ctx.db, KEEP_ENDED_SECONDS),
        log,
        3_600_000,
        60_000,
      ),
    );
  }
  return {
    runner,
    async stop() {
      for (const stop of stops) stop();
      await runner?.stop();
      await mailWorker.stop();
    },
  };
}
