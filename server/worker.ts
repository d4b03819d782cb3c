/**
 * `npm run worker` (`tsx server/worker.ts`): a process of the worker role, whatever ROLE says: the heavy jobs of
 * the queue (automatic scheduling, PDFs, bulk mail) on the PostgreSQL of DATABASE_URL, shared with the web
 * processes (docs/worker.md).
 */
import { loadConfig } from "./config";
import { runWorker } from "./queue/worker-process";

await runWorker(loadConfig({ ...process.env, ROLE: "worker" }));
