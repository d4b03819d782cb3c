/**
 * The bare route's view of the workspace lists (bench/lib/bare.ts): for each distinct request of
 * bench:workspace, the repository call our service makes and the JSON built from the rows of its statements,
 * as the service builds it. No token, user row or access check: my events, which our route takes from the
 * token, takes the user id from its URL. A search's total is kept per word with the version it was counted
 * at, as our repository keeps it (a page is exact while its rows say that version).
 */

import type { Db } from "../../server/db/client";
import { listOfUser, type MyApplicationRow } from "../../server/modules/applicants/applicants.repository";
import { productPage } from "../../server/modules/applications/applications.repository";
import { fileLink } from "../../server/modules/files/file-links";
import {
  type ParticipantFilter,
  pageParticipants,
} from "../../server/modules/workspace/workspace.repository";
import { type TParticipantRow, toPage } from "../../shared/contract";
import type { BareItem } from "../lib/bare";

type ParticipantBatchRow = { [K in keyof TParticipantRow]: TParticipantRow[K] | null } & {
  total: number | null;
  version?: string;
};

function participants(rows: unknown[]): TParticipantRow[] {
  return (rows as ParticipantBatchRow[])
    .filter((r) => r.applicationId !== null)
    .map((r) => ({
      applicationId: r.applicationId!,
      type: r.type!,
      companyName: r.companyName!,
      managerName: r.managerName!,
      category: r.category!,
      keyword: r.keyword!,
      note: r.note!,
    }));
}

function query(url: string): URLSearchParams {
  return new URLSearchParams(url.split("?")[1] ?? "");
}

/** `GET /api/applications/participantList?…`: a page by name (by type, or all), or a search. */
export function participantsItem(db: Db, url: string): BareItem<{ version: string; total: number }> {
  const q = query(url);
  const subEventId = Number(q.get("subEventId"));
  const filter: ParticipantFilter = {
    type: (q.get("type") || "all") as ParticipantFilter["type"],
    searchWord: (q.get("searchWord") ?? "").trim(),
  };
  const page = Number(q.get("page"));
  const size = Number(q.get("pageSize"));
  return {
    method: "GET",
    url,
    bareUrl: url,
    call: () => pageParticipants(db, subEventId, filter, page, size),
    keep: (result, [r]) => ({
      version: String((r!.rows[0] as ParticipantBatchRow).version ?? ""),
      total: (result as { total: number }).total,
    }),
    answer: ([r], _statements, kept) => {
      const rows = r!.rows as ParticipantBatchRow[];
      if (!filter.searchWord) return toPage(participants(rows), rows[0]?.total ?? 0, page, size);
      for (const row of rows) {
        if (row.version !== kept.version) throw new Error(`the participants moved on to ${row.version}`);
      }
      return toPage(participants(rows), kept.total, page, size);
    },
  };
}

type ProductBatchRow = {
  total: number;
  position: number | null;
  applicationId: number;
  productImg: number;
  productImgPath: string | null;
  productImgVisibility: string | null;
  productName: string;
  productExplain: string;
  companyName: string;
};

/** `GET /api/formAnswers/getProductList?…` without a search word: one page statement. */
export function galleryItem(db: Db, url: string): BareItem {
  const q = query(url);
  const subEventId = Number(q.get("subEventId"));
  const page = Number(q.get("page"));
  const size = Number(q.get("size"));
  return {
    method: "GET",
    url,
    bareUrl: url,
    call: () => productPage(db, subEventId, "", page, size),
    answer: ([r]) => {
      const rows = r!.rows as ProductBatchRow[];
      const content = rows
        .filter((row) => row.position !== null)
        .map((row) => ({
          applicationId: row.applicationId,
          productImg: row.productImg,
          productImgPath: fileLink(row.productImgPath, row.productImgVisibility),
          productName: row.productName,
          productExplain: row.productExplain,
          companyName: row.companyName,
        }));
      return toPage(content, rows[0]?.total ?? 0, page, size);
    },
  };
}

/** `GET /api/applicants/myEventList` of one user (the bare route's URL names the user). */
export function myEventsItem(db: Db, url: string, userId: number): BareItem {
  return {
    method: "GET",
    url,
    bareUrl: `${url}?userId=${userId}`,
    call: () => listOfUser(db, userId),
    answer: ([r]) =>
      (r!.rows as MyApplicationRow[]).map((row) => ({
        eventId: row.eventId,
        eventName: row.eventName,
        eventNameEn: row.eventNameEn,
        subEventId: row.subEventId,
        subEventName: row.subEventName,
        subEventNameEn: row.subEventNameEn,
        subEventType: row.subEventType,
        applicationId: row.applicationId,
        applicationType: row.applicationType,
        approval: row.approval,
      })),
  };
}
