import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import {
  applicationAnswers,
  applicationKeywords,
  applicationManagers,
  applications,
  businessCards,
  files,
  formQuestions,
  keywords,
  subEvents,
} from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;
export type CardRow = typeof businessCards.$inferSelect;

export interface ParticipantFilter {
  type: "all" | "seller" | "buyer";
  searchWord: string;
  category?: string;
  keywordId?: number;
  companyName?: string;
}

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a list, and the number of all its rows. */
export interface ParticipantPage {
  rows: {
    applicationId: number;
    type: "seller" | "buyer" | "booth" | "visitor";
    companyName: string;
    managerName: string;
    category: string;
    keyword: string;
    note: string;
  }[];
  total: number;
}

type PageRow = ParticipantPage["rows"][number] & { total: number | null };

const ALL_TYPES = ["seller", "buyer", "booth", "visitor"];
const typesOf = (type: ParticipantFilter["type"]) => (type === "all" ? ALL_TYPES : [type]);

/** The columns of a page's rows (`a` an application, `c` its card). */
const rowColumns = sql.raw(`a.id as "applicationId", a.type, a.list_name as "companyName",
  coalesce(c.name, '') as "managerName", a.category, a.keyword, a.note`);

/**
 * A page without a search word: the total is one row of participant_counts (kept by triggers), the
 * page's ids come from an index-only scan of applications_list_idx / applications_list_type_idx (so the
 * OFFSET skips index entries), then only the page's rows and cards are read. The page joins the total,
 * not the reverse, so a page past the end still answers the total.
 */
function namePage(name: string, typeCondition: SQL) {
  return preparedSql<PageRow>(
    name,
    sql`select t.total, ${rowColumns}
      from (select coalesce(sum(n.participants), 0)::int as total from participant_counts n
            where n.sub_event_id = ${sql.placeholder("subEventId")} and n.type = any(${sql.placeholder("types")}::text[])) t
      left join (
        select p.id from applications p
        where p.sub_event_id = ${sql.placeholder("subEventId")} and p.approval = 'approval' ${typeCondition}
        order by p.list_name, p.id limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
      ) page on true
      left join applications a on a.id = page.id
      left join business_cards c on c.id = a.business_card_id
      order by a.list_name, a.id`,
  );
}
const allByNameQ = namePage("participants_page_all", sql``);
const typeByNameQ = namePage("participants_page_type", sql`and p.type = ${sql.placeholder("type")}`);

/**
 * A page of the matches of a search word, with their number (a window count over the matches, which the
 * sort reads anyway). The matches are found apart (`offset 0` keeps the planner from walking the name
 * index for the order and testing every participant: the count needs every match anyway). Two statements, because the statement is prepared and may run on a generic plan:
 * a word with a trigram is found through applications_search_trgm_idx (LIKE); a shorter one, which that
 * index cannot serve, by a substring test (strpos) that the planner cannot send to it.
 */
function searchPage(name: string, match: SQL) {
  return preparedSql<PageRow>(
    name,
    sql`select m.total, ${rowColumns}
      from (
        select x.id, x.list_name, count(*) over ()::int as total from (
          select p.id, p.list_name from applications p
          where p.sub_event_id = ${sql.placeholder("subEventId")} and p.approval = 'approval'
            and p.type = any(${sql.placeholder("types")}::text[]) and ${match}
          offset 0
        ) x
        order by x.list_name, x.id limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
      ) m
      join applications a on a.id = m.id
      left join business_cards c on c.id = a.business_card_id
      order by m.list_name, m.id`,
  );
}
const searchTrigramQ = searchPage(
  "participants_search_trgm",
  sql`p.search_text like ${sql.placeholder("pattern")}`,
);
const searchScanQ = searchPage(
  "participants_search_scan",
  sql`strpos(p.search_text, ${sql.placeholder("word")}) > 0`,
);

/** Whether pg_trgm finds a trigram in the word (three letters or digits in a row). */
const hasTrigram = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);

function matchesWord(word: string): SQL {
  return sql`strpos(${applications.searchText}, ${word.toLowerCase()}) > 0`;
}

/** The company list's other filters (category, keyword, company name): built per call. */
function filteredWhere(subEventId: number, filter: ParticipantFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(applications.subEventId, subEventId),
    eq(applications.approval, "approval"),
    filter.type === "all" ? undefined : eq(applications.type, filter.type),
    filter.searchWord ? matchesWord(filter.searchWord) : undefined,
  ];
  if (filter.companyName)
    conditions.push(sql`lower(${applications.listName}) like ${`%${escapeLike(filter.companyName)}%`}`);
  if (filter.category)
    conditions.push(sql`(',' || ${applications.category} || ',') like ${`%,${filter.category},%`}`);
  if (filter.keywordId) {
    conditions.push(
      exists(
        sql`(select 1 from ${applicationKeywords} where ${applicationKeywords.applicationId} = ${applications.id} and ${applicationKeywords.keywordId} = ${filter.keywordId})`,
      ),
    );
  }
  return and(...conditions);
}

async function filteredPage(
  db: DbOrTx,
  subEventId: number,
  filter: ParticipantFilter,
  page: number,
  size: number,
): Promise<ParticipantPage> {
  const where = filteredWhere(subEventId, filter);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(applications).where(where),
    db
      .select({
        applicationId: applications.id,
        type: applications.type,
        companyName: applications.listName,
        managerName: sql<string>`coalesce(${businessCards.name}, '')`,
        category: applications.category,
        keyword: applications.keyword,
        note: applications.note,
      })
      .from(applications)
      .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
      .where(where)
      .orderBy(asc(applications.listName), asc(applications.id))
      .limit(size)
      .offset(page * size),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const withoutTotal = (rows: PageRow[]) =>
  rows.filter((r) => r.applicationId !== null).map(({ total: _, ...row }) => row);

/** One page of the approved participants of a sub-event (scoped by the sub-event), in name order. */
export async function pageParticipants(
  db: DbOrTx,
  subEventId: number,
  filter: ParticipantFilter,
  page: number,
  size: number,
): Promise<ParticipantPage> {
  if (filter.category || filter.keywordId || filter.companyName)
    return filteredPage(db, subEventId, filter, page, size);
  const values = { subEventId, types: typesOf(filter.type), limit: size, offset: page * size };
  if (!filter.searchWord) {
    const rows =
      filter.type === "all"
        ? await allByNameQ(db).execute(values)
        : await typeByNameQ(db).execute({ ...values, type: filter.type });
    return { rows: withoutTotal(rows), total: rows[0]?.total ?? 0 };
  }
  const word = filter.searchWord.toLowerCase();
  const rows = hasTrigram(word)
    ? await searchTrigramQ(db).execute({ ...values, pattern: `%${escapeLike(word)}%` })
    : await searchScanQ(db).execute({ ...values, word });
  // A page past the last match has no row to carry the total: count then (rare).
  if (rows.length === 0 && page > 0) return filteredPage(db, subEventId, filter, page, size);
  return { rows: withoutTotal(rows), total: rows[0]?.total ?? 0 };
}

/** An application with its business card and sub-event. */
export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: applications, card: businessCards, subEvent: subEvents })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(eq(applications.id, id));
  return row;
}

/** The user's latest card: the fallback when an application was made without one. */
export async function latestCardOfUser(db: DbOrTx, userId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCards)
    .where(eq(businessCards.userId, userId))
    .orderBy(desc(businessCards.id))
    .limit(1);
  return row;
}

export function keywordsOf(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: keywords.id, title: keywords.title })
    .from(applicationKeywords)
    .innerJoin(keywords, eq(keywords.id, applicationKeywords.keywordId))
    .where(eq(applicationKeywords.applicationId, applicationId))
    .orderBy(asc(keywords.title));
}

/** Answers with the question's secret flag and position, and the product image path. */
export function answersOf(db: DbOrTx, applicationId: number) {
  return db
    .select({
      answer: applicationAnswers,
      secret: formQuestions.secretCheck,
      position: formQuestions.position,
      imagePath: files.filePath,
      imageVisibility: files.visibility,
    })
    .from(applicationAnswers)
    .leftJoin(formQuestions, eq(formQuestions.id, applicationAnswers.questionId))
    .leftJoin(files, eq(files.id, applicationAnswers.productImg))
    .where(eq(applicationAnswers.applicationId, applicationId))
    .orderBy(
      asc(applicationAnswers.repeatInfo),
      asc(formQuestions.position),
      asc(applicationAnswers.additionOrder),
    );
}

/** Whether the form has questions in its additional part. */
export async function hasAdditionalQuestions(db: DbOrTx, formId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.part, "additional")));
  return (row?.n ?? 0) > 0;
}

/** The user's applications (own or as an accepted colleague) in the sub-events of an event. */
export async function applicationsOfUserInEvent(db: DbOrTx, eventId: number, userId: number) {
  const viaColleague = db
    .select({ id: applicationManagers.applicationId })
    .from(applicationManagers)
    .where(and(eq(applicationManagers.userId, userId), eq(applicationManagers.used, "Y")));
  const rows = await db
    .select({ application: applications, subEvent: subEvents })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .where(
      and(
        eq(subEvents.eventId, eventId),
        sql`(${applications.applicantId} = ${userId} or ${inArray(applications.id, viaColleague)})`,
      ),
    )
    .orderBy(asc(subEvents.sort), asc(subEvents.id));
  return rows;
}

export async function deleteApplication(db: DbOrTx, id: number): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

/** The colleague record of the user in an application (accepted). */
export async function colleagueRecord(db: DbOrTx, applicationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  return row;
}
