/**
 * What an auto-schedule run is built from: the sub-event's matching settings and company caps, and the
 * meetings and exclusions the instance starts with.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  matchingCompanyCaps,
  matchingExclusions,
  matchingSettings,
  meetings,
} from "../../db/schema";
import { askedByApplicant } from "../matching/matching.repository";

// ---------- settings ----------

export interface MatchingSettings {
  mail: "Y" | "N";
  maxPerDay: number | null;
  sellerCap: number | null;
  buyerCap: number | null;
}

export async function settingsOf(db: DbOrTx, subEventId: number): Promise<MatchingSettings> {
  const [row] = await db.select().from(matchingSettings).where(eq(matchingSettings.subEventId, subEventId));
  return {
    mail: row?.mail ?? "Y",
    maxPerDay: row?.maxPerDay ?? null,
    sellerCap: row?.sellerCap ?? null,
    buyerCap: row?.buyerCap ?? null,
  };
}

export async function saveSettings(db: DbOrTx, subEventId: number, s: MatchingSettings) {
  await db
    .insert(matchingSettings)
    .values({ subEventId, ...s })
    .onConflictDoUpdate({ target: matchingSettings.subEventId, set: { ...s, updatedAt: sql`now()` } });
}

export function companyCaps(db: DbOrTx, subEventId: number) {
  return db
    .select({ applicationId: matchingCompanyCaps.applicationId, cap: matchingCompanyCaps.cap })
    .from(matchingCompanyCaps)
    .where(eq(matchingCompanyCaps.subEventId, subEventId))
    .orderBy(asc(matchingCompanyCaps.applicationId));
}

export async function replaceCompanyCaps(
  db: DbOrTx,
  subEventId: number,
  caps: { applicationId: number; cap: number }[],
) {
  await db.delete(matchingCompanyCaps).where(eq(matchingCompanyCaps.subEventId, subEventId));
  if (caps.length > 0) await db.insert(matchingCompanyCaps).values(caps.map((c) => ({ ...c, subEventId })));
}

/** Approved applications of the sub-event among `ids` (to check company caps). */
export async function approvedAmong(db: DbOrTx, subEventId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        inArray(applications.id, ids),
      ),
    );
  return rows.map((r) => r.id);
}

// ---------- what the instance is built from ----------

/** Every two-sided meeting and unavailable mark of the sub-event. */
export function meetingRows(db: DbOrTx, subEventId: number) {
  return db
    .select({
      id: meetings.id,
      applicant: meetings.applicantApplicationId,
      acceptor: meetings.acceptorApplicationId,
      status: meetings.status,
      reasonCode: meetings.reasonCode,
      closedBy: meetings.closedByApplicationId,
      startsAt: meetings.startsAt,
      asked: askedByApplicant,
    })
    .from(meetings)
    .where(eq(meetings.subEventId, subEventId));
}

export function exclusionsOf(db: DbOrTx, subEventId: number) {
  return db
    .select({ by: matchingExclusions.applicationId, target: matchingExclusions.targetApplicationId })
    .from(matchingExclusions)
    .where(eq(matchingExclusions.subEventId, subEventId));
}
