/**
 * The worker's log (it has no Fastify, whose pino logs the web processes): one JSON object a line, pino's shape
 * (`level`, `time`, `msg`), or readable lines in a terminal. Errors keep their message and stack.
 */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;

function plain(obj: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj))
    out[key] =
      value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value;
  return out;
}

/** A log at `level` (debug, info, warn, error) on standard output. */
export function createLog(level: string, fields: Record<string, unknown> = {}): Log {
  const min = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const pretty = Boolean(process.stdout.isTTY) && process.env.LOG_FORMAT !== "json";
  const write = (name: keyof typeof LEVELS) => (obj: object, msg: string) => {
    if (LEVELS[name] < min) return;
    const data = plain(obj);
    const line = pretty
      ? `${new Date().toISOString().slice(11, 19)} ${name.toUpperCase()}: ${msg}${Object.keys(data).length > 0 ? ` ${JSON.stringify(data)}` : ""}`
      : JSON.stringify({ level: LEVELS[name], time: Date.now(), pid: process.pid, ...fields, ...data, msg });
    process.stdout.write(`${line}\n`);
  };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}
