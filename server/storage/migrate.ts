import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FileStorage } from "./storage";
import { AREAS, type Area, type FileStores } from "./stores";

/** What a migration found, per area and in total. */
export interface MigrationReport {
  areas: Record<Area, { objects: number; bytes: number; copied: number; verified: number }>;
  /** Objects whose copy in the target differs from the disk (or could not be read or written). */
  problems: { area: Area; key: string; reason: string }[];
  /** Mismatched objects copied again from the disk (only with `repair`). */
  repaired: number;
}

export interface MigrationOptions {
  /** Copy a mismatched object again instead of only reporting it. */
  repair?: boolean;
  /** Objects in flight at once. */
  concurrency?: number;
  /** Told after every object (for a progress line). */
  onObject?: (done: number) => void;
}

/** Staged uploads in flight or abandoned: not files of anyone, never copied. */
const SKIPPED = "incoming/";

interface Digest {
  size: number;
  sha256: string;
}

/** Hashes the chunks as they pass (the source is read once, whether it is copied or only compared). */
async function* hashing(
  source: AsyncIterable<Buffer>,
  into: { hash: ReturnType<typeof createHash>; size: number },
) {
  for await (const chunk of source) {
    into.hash.update(chunk);
    into.size += chunk.length;
    yield chunk;
  }
}

async function digestOf(store: FileStorage, key: string, copyTo?: FileStorage): Promise<Digest | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const state = { hash: createHash("sha256"), size: 0 };
  const chunks = hashing(object.stream as AsyncIterable<Buffer>, state);
  if (copyTo) await copyTo.put(key, Readable.from(chunks));
  else for await (const _ of chunks);
  return { size: state.size, sha256: state.hash.digest("hex") };
}

const differs = (disk: Digest, copy: Digest | undefined) =>
  !copy
    ? "missing in the target after the copy"
    : disk.size !== copy.size
      ? `size ${disk.size} on disk, ${copy.size} in the target`
      : disk.sha256 !== copy.sha256
        ? `sha256 ${disk.sha256.slice(0, 12)}… on disk, ${copy.sha256.slice(0, 12)}… in the target`
        : undefined;

/**
 * Copies every object of the `from` stores (the disk) into the `to` stores (the bucket) and reads each back to
 * compare its size and SHA-256. Objects already in the target are not copied again, only verified: a second run
 * copies nothing. A mismatch is reported (and copied again with `repair`), never silently overwritten.
 */
export async function migrateFiles(
  from: FileStores,
  to: FileStores,
  options: MigrationOptions = {},
): Promise<MigrationReport> {
  const report: MigrationReport = {
    areas: Object.fromEntries(
      AREAS.map((a) => [a, { objects: 0, bytes: 0, copied: 0, verified: 0 }]),
    ) as MigrationReport["areas"],
    problems: [],
    repaired: 0,
  };
  let done = 0;
  for (const area of AREAS) {
    const counts = report.areas[area];
    const one = async (key: string) => {
      const existed = (await to[area].stat(key)) !== undefined;
      const disk = await digestOf(from[area], key, existed ? undefined : to[area]);
      if (!disk) return; // removed from the disk meanwhile (a cleanup): nothing to copy
      counts.objects++;
      counts.bytes += disk.size;
      if (!existed) counts.copied++;
      let problem = differs(disk, await digestOf(to[area], key));
      if (problem && options.repair) {
        await digestOf(from[area], key, to[area]);
        problem = differs(disk, await digestOf(to[area], key));
        if (!problem) report.repaired++;
      }
      if (problem) report.problems.push({ area, key, reason: problem });
      else counts.verified++;
    };
    const keys = from[area].list("")[Symbol.asyncIterator]();
    const worker = async () => {
      for (let next = await keys.next(); !next.done; next = await keys.next()) {
        const key = next.value.key;
        if (area === "files" && key.startsWith(SKIPPED)) continue;
        await one(key).catch((error: Error) => report.problems.push({ area, key, reason: error.message }));
        options.onObject?.(++done);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  }
  return report;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The lines `npm run files:migrate` prints at the end. */
export function summaryOf(report: MigrationReport): string[] {
  const lines = AREAS.map((area) => {
    const a = report.areas[area];
    return `${area}: ${a.objects} objects, ${megabytes(a.bytes)}; ${a.copied} copied, ${a.objects - a.copied} already there; ${a.verified} verified (size and sha256 read back)`;
  });
  if (report.repaired > 0) lines.push(`${report.repaired} mismatched objects copied again from the disk`);
  for (const p of report.problems) lines.push(`MISMATCH ${p.area}/${p.key}: ${p.reason}`);
  lines.push(
    report.problems.length === 0
      ? "every object verified"
      : `${report.problems.length} objects do not match: run again with --repair to copy them from the disk`,
  );
  return lines;
}
