import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, businessCards, users } from "../../db/schema";

export interface ApplicantFilter {
  search: string;
  type?: "seller" | "buyer" | "booth" | "visitor";
  approval?: "approval" | "waiting" | "reject";
}

// The application's business card when it has one; the applicant's profile otherwise.
const company = sql<string>`coalesce(${businessCards.company}, ${users.company})`;
const name = sql<string>`coalesce(${businessCards.name}, ${users.name})`;
const email = sql<string>`coalesce(${businessCards.email}, ${users.email})`;

const columns = {
  id: applications.id,
  subEventId: applications.subEventId,
  applicantId: applications.applicantId,
  type: applications.type,
  approval: applications.approval,
  reason: applications.reason,
  method: applications.method,
  category: applications.category,
  keyword: applications.keyword,
  note: applications.note,
  createdDate: applications.createdDate,
  company,
  name,
  email,
  position: sql<string>`coalesce(${businessCards.position}, ${users.position})`,
  countryNumber: sql<string>`coalesce(${businessCards.countryNumber}, ${users.countryNumber})`,
  phoneNumber: sql<string>`coalesce(${businessCards.phoneNumber}, ${users.phoneNumber})`,
  userCountryNumber: users.countryNumber,
  userName: users.name,
  userEmail: users.email,
};

export type ApplicantRow = Awaited<ReturnType<typeof pageApplicants>>["rows"][number];

function escapeLike(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(subEventId: number, filter: ApplicantFilter) {
  const pattern = escapeLike(filter.search);
  return and(
    eq(applications.subEventId, subEventId),
    filter.type ? eq(applications.type, filter.type) : undefined,
    filter.approval ? eq(applications.approval, filter.approval) : undefined,
    filter.search ? or(ilike(company, pattern), ilike(name, pattern), ilike(email, pattern)) : undefined,
  );
}

/** One page of the sub-event's applicants (scoped to the sub-event), newest first, and the total. */
export async function pageApplicants(
  db: DbOrTx,
  subEventId: number,
  filter: ApplicantFilter,
  page: number,
  size: number,
) {
  const condition = where(subEventId, filter);
  const rows = await db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(condition)
    .orderBy(desc(applications.createdDate), desc(applications.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** The listed applications of this sub-event (ids of other sub-events are left out). */
export async function findApplicants(db: DbOrTx, subEventId: number, ids: number[]) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(and(eq(applications.subEventId, subEventId), inArray(applications.id, ids)));
}

export async function setDecision(
  db: DbOrTx,
  ids: number[],
  approval: "approval" | "reject",
  reason: string,
): Promise<void> {
  await db
    .update(applications)
    .set({ approval, reason, modifiedDate: sql`now()` })
    .where(inArray(applications.id, ids));
}

/** Approved applicants of a sub-event with their account's language and address (for eventDday). */
export async function approvedRecipients(db: DbOrTx, subEventId: number) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(and(eq(applications.subEventId, subEventId), eq(applications.approval, "approval")));
}
