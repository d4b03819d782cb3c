/**
 * The instance of a sub-event as the organizer's job builds it (server/modules/auto-schedule), read from the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first, PGlite is
 * single-process).
 */

import { createContext } from "../server/boot";
import { loadConfig } from "../server/config";
import { buildSubEventInstance } from "../server/modules/auto-schedule/auto-schedule.instance";
import type { Instance, SchedulingMode } from "../shared/matching";

export async function instanceOfSubEvent(subEventId: number, mode: SchedulingMode): Promise<Instance> {
  const { ctx, database } = await createContext(loadConfig());
  try {
    return (await buildSubEventInstance(ctx.db, subEventId, { mode, now: ctx.now() })).instance;
  } finally {
    await database.close();
  }
}

/** `--name value` of a command line, if present. */
export function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

export function modeOption(argv: string[]): SchedulingMode {
  const mode = option(argv, "--mode") ?? "normal";
  if (mode !== "normal" && mode !== "tight") throw new Error('--mode must be "normal" or "tight"');
  return mode;
}
