/**
 * What a process runs (`ROLE`): `web` serves HTTP and Socket.IO and only enqueues the heavy jobs, `worker`
 * (`npm run worker`) runs the heavy jobs and no HTTP, `all` (the default, `npm start`) does both, so the embedded
 * database keeps working in one process. Whether a worker is present is configuration: a web process never runs
 * heavy jobs, whatever else is up (docs/worker.md).
 */
export type Role = "web" | "worker" | "all";

const ROLES: readonly Role[] = ["web", "worker", "all"];

/** Parses ROLE (empty: all); an unknown role stops the process with a message rather than guessing. */
export function parseRole(raw: string | undefined): Role {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return "all";
  if ((ROLES as readonly string[]).includes(value)) return value as Role;
  throw new Error(`ROLE: "${raw}" is not one of web, worker, all`);
}

/** Whether the process claims and runs the heavy jobs (automatic scheduling, PDFs, bulk mail). */
export const runsHeavyJobs = (config: { role: Role }) => config.role !== "web";

/** Whether the process serves HTTP and sockets (and the periodic jobs that tell sockets). */
export const servesWeb = (config: { role: Role }) => config.role !== "worker";

/**
 * Roles that need other processes need a database other processes can open: PGlite is one process's, so a web
 * process without a worker (or a worker without web processes) would never see its jobs run. Answers the refusal.
 */
export function roleProblem(config: { role: Role; databaseUrl?: string }): string | undefined {
  if (config.role === "all" || config.databaseUrl) return undefined;
  return `ROLE=${config.role} needs DATABASE_URL (PostgreSQL shared with the other processes); the embedded database runs every job in the one \`npm start\` process (ROLE=all)`;
}
