import type { Scenario } from "../scenario";

/**
 * The worker's scenarios of issue 31, section 3. They need the worker role (section 2: server/worker.ts,
 * ROLE=worker, logs "worker ready"), which lands from its own branch; the integrator adds them then:
 *
 * 1. In cluster/harness/topology.ts: `worker("worker-1")` in the list and `ROLE: "web"` in the web processes'
 *    env (and `JOB_LEASE_MS: "3000"` for both, so that a dead worker's job is claimed again within the budget).
 *
 * 2. TODO(issue 31, worker branch): "an automatic scheduling run executed once by the worker, its progress seen
 *    by the host". The host (routes.api("web-1")) starts a run of the demo expo's consulting sub-event through the
 *    web API; the host's socket on web-2 follows its progress (the run's live events, as the page does) to the
 *    draft; the `jobs` row (cluster.db.client()) shows one job done with attempts = 1, `locked_by` naming the
 *    worker's pid (cluster.process("worker-1").child.process.pid), and no web log has a job line.
 *
 * 3. TODO(issue 31, worker branch): "kill -9 the worker mid-schedule". Start a run large enough to take a few
 *    seconds (the demo's instance, or scripts/sub-event-instance.ts's bigger one), wait until its job is
 *    `running` with progress > 0, `await cluster.process("worker-1").kill9()`, start a second worker
 *    (`cluster.add(worker("worker-2")).start()`): within the lease the job is claimed again (attempts = 2), the
 *    run ends in one draft, the run's row says `draft` once, and the host's page saw the progress restart and end.
 */
export const workerScenarios: Scenario[] = [];
