import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { createContext } from "../boot";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { openTestDatabase } from "./database";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  clock: { now: Date };
  /** An HTTP call through the real app; `token` sends `Authorization`, `lang` sends Accept-Language. */
  call(options: InjectOptions & { token?: string; lang?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Boots the real application on a fresh, migrated database of its own. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-test-"));
  const clock = { now: new Date() };
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-0123456789",
    PUBLIC_CACHE_MS: "0",
    ...env,
  });
  const { ctx } = await createContext(config, { database, now: () => clock.now });
  // an answer with a status its contract call does not declare fails the test that reached it
  const app = await buildApp(ctx, { strictStatuses: true });
  await app.ready();
  return {
    app,
    ctx,
    database,
    clock,
    call({ token, lang = "en", headers, ...options }) {
      return app.inject({
        ...options,
        headers: { "accept-language": lang, ...(token ? { authorization: token } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
