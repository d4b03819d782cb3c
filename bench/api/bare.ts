/**
 * The bare route's view of the public event lists (bench/lib/bare.ts): for each distinct request of
 * bench:api, the repository call our service makes and the JSON built from the rows of its statements, as the
 * service and its presenter build it (the presenters are plain functions of the rows, so they are used here
 * too). What our service keeps between requests is kept here the same way: the version of the kept order of
 * the public list (a page is exact while its rows say that version) and a search's total with the version it
 * was counted at.
 */
import { getTableColumns } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { events } from "../../server/db/schema";
import { presentDetail, presentSummary } from "../../server/modules/events/events.presenter";
import type { EventSummaryRow, FileRef, ManagerRef } from "../../server/modules/events/events.repository";
import * as repo from "../../server/modules/events/events.repository";
import { type TEventSummary, toPage } from "../../shared/contract";
import type { BareItem } from "../lib/bare";

type CardRow = EventSummaryRow & { version: string; events?: number };

interface Kept {
  version: string;
  total: number;
}

function cards(rows: unknown[]): TEventSummary[] {
  return (rows as CardRow[]).filter((r) => r.id !== null).map(presentSummary);
}

/** All rows of a page must say the version the kept state is exact at (the data never changes in a run). */
function atVersion(rows: unknown[], version: string): void {
  for (const row of rows as CardRow[]) {
    if (row.version !== version) throw new Error(`the public list moved from ${version} to ${row.version}`);
  }
}

function query(url: string): URLSearchParams {
  return new URLSearchParams(url.split("?")[1] ?? "");
}

/** `POST /api/events/getAll?page=&size=`: the page's ids from the kept order, their rows by id. */
export function getAllItem(db: Db, url: string): BareItem<Kept> {
  const q = query(url);
  const page = Number(q.get("page"));
  const size = Number(q.get("size"));
  return {
    method: "POST",
    url,
    bareUrl: url,
    call: () => repo.pageApproved(db, page, size),
    keep: (_result, [r]) => {
      const first = r!.rows[0] as { version: string; events: number };
      return { version: first.version, total: first.events };
    },
    answer: ([r], [statement], kept) => {
      atVersion(r!.rows, kept.version);
      const byId = new Map((r!.rows as CardRow[]).map((row) => [row.id, row]));
      // the rows in the order of the page's ids (the statement's parameter)
      const ids = statement!.params[0] as number[];
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return toPage(rows.map(presentSummary), (r!.rows[0] as { events: number }).events, page, size);
    },
  };
}

/** The events table's columns in the order Drizzle selects them, and the two json columns after them. */
const EVENT_COLUMNS = Object.entries(getTableColumns(events)).map(([key, c]) => ({ key, name: c.name }));

function eventFromArray(row: unknown[], fields: string[]) {
  const event: Record<string, unknown> = {};
  EVENT_COLUMNS.forEach((c, i) => {
    if (fields[i] !== c.name) throw new Error(`column ${i} is ${fields[i]}, not ${c.name}`);
    event[c.key] = row[i];
  });
  return event as unknown as repo.EventRow;
}

/** `GET /api/events/detail?id=`: the event with its managers and files in one statement. */
export function detailItem(db: Db, url: string): BareItem {
  const id = Number(query(url).get("id"));
  return {
    method: "GET",
    url,
    bareUrl: url,
    call: () => repo.findEventDetail(db, id),
    answer: ([r]) => {
      const row = r!.rows[0] as unknown[];
      const n = EVENT_COLUMNS.length;
      const files = (row[n + 1] as FileRef[]).map((f): [number, FileRef] => [f.id, f]);
      return presentDetail(eventFromArray(row, r!.fields), row[n] as ManagerRef[], new Map(files));
    },
  };
}

/** `GET /api/events/getSearch?word=&page=&size=`: one page statement; the total kept per word and version. */
export function searchItem(db: Db, url: string): BareItem<Kept> {
  const q = query(url);
  const word = q.get("word") ?? "";
  const page = Number(q.get("page"));
  const size = Number(q.get("size"));
  return {
    method: "GET",
    url,
    bareUrl: url,
    call: () => repo.searchApproved(db, word, page, size),
    keep: (result, [r]) => ({
      version: (r!.rows[0] as { version: string }).version,
      total: (result as { total: number }).total,
    }),
    answer: ([r], _statements, kept) => {
      atVersion(r!.rows, kept.version);
      return toPage(cards(r!.rows), kept.total, page, size);
    },
  };
}
