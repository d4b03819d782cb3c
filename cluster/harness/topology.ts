import type { ProcessSpec } from "./app-process";

/** A web process of the real app (`server/main.ts`) on its own port behind nginx. */
export const web = (name: string, port: number): ProcessSpec => ({
  name,
  role: "web",
  entry: "server/main.ts",
  port,
  // heavy jobs wait for the worker; short leases so that a killed worker's job is taken again within the run
  env: { ROLE: "web", JOB_LEASE_MS: "3000", JOB_POLL_MS: "200" },
});

/** The worker role (`server/worker.ts`, ROLE=worker, logs "worker ready"; docs/worker.md). */
export const worker = (name: string): ProcessSpec => ({
  name,
  role: "worker",
  entry: "server/worker.ts",
  env: { ROLE: "worker", JOB_LEASE_MS: "3000", JOB_POLL_MS: "200" },
  readyLine: /worker ready/,
});

/** What the cluster runs: three web processes and one worker (cluster/scenarios/worker.ts adds a second). */
export function topology(webPorts: number[]): ProcessSpec[] {
  return [...webPorts.map((port, i) => web(`web-${i + 1}`, port)), worker("worker-1")];
}
