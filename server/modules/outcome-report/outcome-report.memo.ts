/**
 * The report's rows, kept a few seconds per process (issue 30's target: 20 report requests a second on the
 * 2,000 x 2,000 event, whose rows take hundreds of milliseconds to aggregate). One load at a time per key (callers
 * arriving meanwhile share it); a fresh entry is answered as is; a stale one is answered while a reload runs in the
 * background; one older than MAX_STALE_MS is loaded again before answering. The report says when its rows were
 * read (`generatedAt`), so the page shows "as of".
 */

/** Rows younger than this are answered without a reload. */
export const FRESH_MS = 10_000;
/** Rows older than this are never answered (the caller waits for a load). */
export const MAX_STALE_MS = 120_000;
const MAX_ENTRIES = 200;

interface Entry<T> {
  loadedAt: number;
  value?: T;
  loading?: Promise<T>;
}

export function memo<T>(load: (key: string) => Promise<T>, clock: () => number = () => performance.now()) {
  const entries = new Map<string, Entry<T>>();
  const reload = (key: string, entry: Entry<T>): Promise<T> => {
    entry.loading ??= load(key).then(
      (value) => {
        entries.delete(key); // re-inserted last: the map's order is the eviction order
        entries.set(key, { loadedAt: clock(), value });
        while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        return value;
      },
      (error: unknown) => {
        entry.loading = undefined;
        throw error;
      },
    );
    return entry.loading;
  };
  return {
    get(key: string): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { loadedAt: 0 };
        entries.set(key, entry);
      }
      const age = clock() - entry.loadedAt;
      if (entry.value === undefined || age > MAX_STALE_MS) return reload(key, entry);
      if (age > FRESH_MS) reload(key, entry).catch(() => undefined);
      return Promise.resolve(entry.value);
    },
    /** Forgets every entry (tests). */
    clear(): void {
      entries.clear();
    },
  };
}
