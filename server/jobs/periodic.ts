/**
 * Runs `pass` after `firstDelayMs` and then every `intervalMs` after the previous pass ended (passes never
 * overlap); a failed pass is logged and the next one still runs. Answers a stop function.
 */
export function startPeriodic(
  name: string,
  pass: () => Promise<unknown>,
  log: { warn(obj: object, msg: string): void },
  intervalMs: number,
  firstDelayMs = 5_000,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    pass()
      .catch((err) => log.warn({ err }, `${name} pass failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, firstDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
