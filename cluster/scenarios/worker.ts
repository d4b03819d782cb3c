import { worker } from "../harness/topology";
import { check, until } from "../harness/wait";
import { type Scenario, type ScenarioContext, since } from "../scenario";

/**
 * The worker's scenarios (issue 31, sections 2 and 3). The web processes run with ROLE=web (they never run a
 * heavy job) and one worker (`server/worker.ts`, ROLE=worker) takes the queue's jobs; leases are 3 s here so
 * that a dead worker's job is claimed again within the run's budget (cluster/harness/topology.ts). `worker-2` is
 * started by the second scenario after `worker-1` is killed.
 */

interface Run {
  id: number;
  status: string;
  phase: string;
  progress: number;
  summary: { newMeetings: number } | null;
}

/** The demo expo's matching sub-event (buyers and sellers: a run of a few seconds). */
async function matchingSubEvent(ctx: ScenarioContext): Promise<number> {
  const subs = await ctx.api.json<{ id: number; category: string; name: string }[]>(
    "GET",
    `/api/subEvents?eventId=${ctx.world.expoId}`,
  );
  const found = subs.find((s) => s.category === "matching");
  check(found, "no matching sub-event in the demo expo");
  return found.id;
}

async function startRun(ctx: ScenarioContext, subEventId: number, through: string): Promise<Run> {
  const answer = await ctx.routes
    .api(through)
    .call<Run>("POST", `/api/host/subEvents/${subEventId}/matching/runs`, {
      token: ctx.world.host.token,
      body: { mode: "normal" },
    });
  check(answer.ok, `starting a run: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  check(answer.servedBy === through, `the run was started through ${answer.servedBy}, not ${through}`);
  return answer.body;
}

/** The run as the host's page reads it, through another process. */
const runOf = (ctx: ScenarioContext, id: number, through: string) =>
  ctx.routes.api(through).json<Run>("GET", `/api/host/matching/runs/${id}`, ctx.world.host.token);

async function jobOf(ctx: ScenarioContext, runId: number) {
  const db = await ctx.cluster.db.client();
  try {
    const { rows } = await db.query<{ state: string; attempts: number; lockedBy: string | null }>(
      `select state, attempts, locked_by as "lockedBy" from jobs where key = $1`,
      [`auto-schedule:${runId}`],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

async function draftCount(ctx: ScenarioContext, runId: number): Promise<number> {
  const db = await ctx.cluster.db.client();
  try {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from auto_schedule_drafts where run_id = $1",
      [runId],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.end();
  }
}

/** Follows the run through `through` until it ends; answers the phases seen and the end. */
async function follow(ctx: ScenarioContext, id: number, through: string, timeoutMs = 60_000) {
  const seen: string[] = [];
  const end = await until(
    async () => {
      const run = await runOf(ctx, id, through);
      if (seen.at(-1) !== run.phase) seen.push(run.phase);
      return run.status !== "running" ? run : undefined;
    },
    timeoutMs,
    `run ${id} to end`,
    100,
  );
  return { seen, end };
}

export const workerRunsOnce: Scenario = {
  name: "an automatic scheduling run executed once by the worker, its progress seen by the host",
  async run(ctx) {
    const subEventId = await matchingSubEvent(ctx);
    const started = Date.now();
    const run = await startRun(ctx, subEventId, "web-1");
    const { seen, end } = await follow(ctx, run.id, "web-2");
    ctx.figure("start to draft", since(started), "ms");
    ctx.log(`the host's page (through web-2) saw: ${seen.join(" → ")}`);
    check(end.status === "draft", `the run ended ${end.status} (${end.phase})`);
    check(seen.length > 1, `the page saw no progress: ${seen.join(", ")}`);
    const job = await jobOf(ctx, run.id);
    check(job?.state === "done" && job.attempts === 1, `the run's job: ${JSON.stringify(job)}`);
    const drafts = await draftCount(ctx, run.id);
    check(
      drafts === end.summary?.newMeetings,
      `${drafts} draft meetings for a summary of ${end.summary?.newMeetings}`,
    );
    ctx.figure("attempts of the run's job", job.attempts, "", "1");
    ctx.figure("draft meetings written", drafts, "meetings");
  },
};

export const workerKilledMidRun: Scenario = {
  name: "kill -9 of the worker mid-schedule: a new worker runs the job again and it publishes once",
  async run(ctx) {
    const subEventId = await matchingSubEvent(ctx);
    // The run's row is locked by this test from its start: the worker reads it and computes, but its progress
    // and its draft (written with the run's end, in one transaction) wait on the lock. So the worker is caught
    // mid-run whatever the speed of the engine (a run of this size takes under a second).
    const lock = await ctx.cluster.db.client();
    let locked = true;
    try {
      const run = await startRun(ctx, subEventId, "web-2");
      await lock.query("begin");
      await lock.query("select id from auto_schedule_runs where id = $1 for update", [run.id]);
      await until(
        async () => {
          const { rows } = await lock.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where application_name = 'bizmeet-worker-1' and wait_event_type = 'Lock'`,
          );
          return (rows[0]?.n ?? 0) > 0;
        },
        30_000,
        "the worker to take the run and wait on the run's row",
        50,
      );
      const during = await runOf(ctx, run.id, "web-3");
      check(during.status === "running", `the run is ${during.status} while the worker waits`);
      const killed = Date.now();
      await ctx.cluster.process("worker-1").kill9();
      ctx.log(`worker-1 killed with the run's job in hand (phase ${during.phase})`);
      await lock.query("rollback");
      locked = false;
      await ctx.cluster.add(worker("worker-2")).start();
      const { seen, end } = await follow(ctx, run.id, "web-3");
      ctx.figure("kill -9 to the run's draft by the next worker", since(killed), "ms");
      ctx.log(`after the kill the host's page saw: ${seen.join(" → ")}`);
      check(end.status === "draft", `the run ended ${end.status} (${end.phase})`);
      const job = await jobOf(ctx, run.id);
      check(job?.state === "done" && job.attempts === 2, `the run's job: ${JSON.stringify(job)}`);
      const drafts = await draftCount(ctx, run.id);
      check(
        drafts === end.summary?.newMeetings,
        `${drafts} draft meetings for a summary of ${end.summary?.newMeetings}: written more than once?`,
      );
      ctx.figure("attempts of the run's job", job.attempts, "", "2");
      ctx.figure("draft meetings written (once)", drafts, "meetings");
    } finally {
      if (locked) await lock.query("rollback").catch(() => undefined);
      await lock.end();
    }
  },
};

export const workerScenarios: Scenario[] = [workerRunsOnce, workerKilledMidRun];
