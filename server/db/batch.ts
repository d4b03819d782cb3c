/**
 * Micro-batching of reads. Requests that reach the same read in the same turn of the event loop share
 * one statement, started once they have all arrived (at `setImmediate`): one round trip and one plan
 * instead of one each. This is not a cache: the statement starts after every request it answers
 * arrived, so each sees data at least as fresh as a statement of its own would have. Under light load a
 * batch holds one request and costs one `setImmediate`.
 */

/** Loads many keys with one statement; the answer maps each found key to its value. */
export type LoadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/** Collects the keys asked in one turn and loads them together (at most `maxBatch` per statement). */
export function batched<K, V>(loadMany: LoadMany<K, V>, maxBatch = 200): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;

  function flush(): void {
    const batch = pending;
    pending = new Map();
    scheduled = false;
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch);
      loadMany(slice).then(
        (found) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.reject(error);
        },
      );
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/** Identical calls (same key) in one turn share one run, started once they have all arrived. */
export function coalesced<K, V>(run: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key) => {
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const started = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Calls from now on start a run of their own: this one may already see older data than they need.
      pending.delete(key);
      return run(key);
    });
    pending.set(key, started);
    return started;
  };
}

/** One batcher per database handle (a transaction gets its own), built on first use. */
export function perHandle<H extends object, T>(build: (handle: H) => T): (handle: H) => T {
  const made = new WeakMap<H, T>();
  return (handle) => {
    let value = made.get(handle);
    if (!value) {
      value = build(handle);
      made.set(handle, value);
    }
    return value;
  };
}

/** Keys grouped by what their statement depends on (a page size …), groups in first-seen order. */
export function groupBy<K, G>(keys: K[], groupOf: (key: K) => G): Map<G, K[]> {
  const groups = new Map<G, K[]>();
  for (const key of keys) {
    const group = groupOf(key);
    const list = groups.get(group);
    if (list) list.push(key);
    else groups.set(group, [key]);
  }
  return groups;
}
