import type { ProcessSpec } from "./app-process";

/** A web process of the real app (`server/main.ts`) on its own port behind nginx. */
export const web = (name: string, port: number): ProcessSpec => ({
  name,
  role: "web",
  entry: "server/main.ts",
  port,
});

/**
 * The worker role (issue 31, section 2: `server/worker.ts`, ROLE=worker, logs "worker ready"). Not started yet:
 * it lands with the worker branch, and then the web processes take ROLE=web (see `topology`).
 */
export const worker = (name: string): ProcessSpec => ({
  name,
  role: "worker",
  entry: "server/worker.ts",
  env: { ROLE: "worker" },
  readyLine: /worker ready/,
});

/** What the cluster runs: three web processes (and, once it exists, one worker). */
export function topology(webPorts: number[]): ProcessSpec[] {
  return [
    ...webPorts.map((port, i) => web(`web-${i + 1}`, port)),
    // TODO(issue 31, worker branch): `worker("worker-1"),` here, and `ROLE: "web"` in the env of `web` above,
    // for "an automatic scheduling run executed once by the worker, its progress seen by the host" and
    // "kill -9 the worker mid-schedule" (cluster/scenarios/worker.ts).
  ];
}
