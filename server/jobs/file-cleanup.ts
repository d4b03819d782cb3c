import type { AppContext } from "../context";
import { cleanUnattached } from "../modules/files/files.service";

/** Removes private uploads never attached within a day, now and then every `intervalMs` (default an hour). */
export function startFileCleanupJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 3_600_000,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    cleanUnattached(ctx)
      .catch((err) => log.warn({ err }, "file cleanup pass failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 30_000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
