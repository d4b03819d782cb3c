import type { CallDef, CallQuery, CallResponse } from "../../shared/contract";
import { BOOT_DATA_ID, type BootEntry } from "../../shared/web/boot-data";

/**
 * The answers the server inlined in the page for its first screen (server/http/web-shell.ts): the public
 * answer of the first API call of the home page and of an event page, as an anonymous visitor gets it. Each
 * is used once, for exactly the call and query it answers, instead of asking the API; then it is dropped.
 */

let entries: BootEntry[] | undefined;

/** The entries of the `boot-data` element's JSON; none when it is missing or not what the server writes. */
export function parseBootEntries(text: string | null | undefined): BootEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is BootEntry =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.path === "string" &&
        typeof entry.query === "object" &&
        entry.query !== null &&
        "data" in entry,
    );
  } catch {
    return [];
  }
}

const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => String(a[key]) === String(b[key]));
};

/** Removes and answers the entry for `path` with exactly `query` (values compared as the URL sends them). */
export function takeEntry(list: BootEntry[], path: string, query: Record<string, unknown>): unknown {
  const index = list.findIndex((entry) => entry.path === path && sameQuery(entry.query, query));
  if (index < 0) return undefined;
  return list.splice(index, 1)[0]?.data;
}

function pageEntries(): BootEntry[] {
  if (!entries) {
    const element = typeof document === "undefined" ? null : document.getElementById(BOOT_DATA_ID);
    entries = parseBootEntries(element?.textContent);
    element?.remove();
  }
  return entries;
}

/** The inlined answer of `call` with `query`, once; undefined when the page did not carry it. */
export function takeBootData<C extends CallDef>(call: C, query: CallQuery<C>): CallResponse<C> | undefined {
  return takeEntry(pageEntries(), call.path, query as Record<string, unknown>) as CallResponse<C> | undefined;
}
