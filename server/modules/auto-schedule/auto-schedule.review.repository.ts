/** The review of a draft: its meetings by slot, per-company totals, and the requested pairs it leaves out. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  autoScheduleDrafts,
  autoScheduleUnscheduled,
  businessCards,
  meetings,
  users,
} from "../../db/schema";

// ---------- the draft's review ----------

const sellerApp = sql.raw("sa");
const buyerApp = sql.raw("ba");

/** One page of the draft's meetings by slot, with both companies (optionally those of one company name). */
export async function draftPage(db: DbOrTx, runId: number, page: number, size: number, company: string) {
  const like = `%${company.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filter = company
    ? sql`and (lower(coalesce(nullif(${sellerApp}.name, ''), sc.company, '')) like ${like}
              or lower(coalesce(nullif(${buyerApp}.name, ''), bc.company, '')) like ${like})`
    : sql``;
  const rows = (await db.execute(sql`
    select d.seller_application_id as "sellerId", d.buyer_application_id as "buyerId", d.starts_at as "startsAt",
           d.ends_at as "endsAt", d.score,
           coalesce(nullif(${sellerApp}.name, ''), sc.company, '') as "sellerName",
           coalesce(nullif(${buyerApp}.name, ''), bc.company, '') as "buyerName",
           iu.name as "interpreterName",
           count(*) over () as total
      from ${autoScheduleDrafts} d
      join ${applications} ${sellerApp} on ${sellerApp}.id = d.seller_application_id
      left join ${businessCards} sc on sc.id = ${sellerApp}.business_card_id
      join ${applications} ${buyerApp} on ${buyerApp}.id = d.buyer_application_id
      left join ${businessCards} bc on bc.id = ${buyerApp}.business_card_id
      left join ${users} iu on iu.id = d.interpreter_user_id
     where d.run_id = ${runId} ${filter}
     order by d.starts_at, "sellerName", d.seller_application_id
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      sellerId: number;
      buyerId: number;
      startsAt: string | Date;
      endsAt: string | Date;
      score: number;
      sellerName: string;
      buyerName: string;
      interpreterName: string | null;
      total: string | number;
    }[];
  };
  return { rows: rows.rows, total: Number(rows.rows[0]?.total ?? 0) };
}

/**
 * Per company: agreed meetings now (future ones, which the draft keeps) and the meetings the draft adds, most
 * added first; companies left with none after publishing first when `withoutOnly`.
 */
export async function draftCompanies(
  db: DbOrTx,
  subEventId: number,
  runId: number,
  now: Date,
  page: number,
  size: number,
  withoutOnly: boolean,
) {
  const result = (await db.execute(sql`
    with added as (
      select app, count(*)::int as n from (
        select seller_application_id as app from ${autoScheduleDrafts} where run_id = ${runId}
        union all
        select buyer_application_id from ${autoScheduleDrafts} where run_id = ${runId}) x
      group by app),
    current as (
      select app, count(*)::int as n from (
        select applicant_application_id as app from ${meetings}
         where sub_event_id = ${subEventId} and status = 'agree' and starts_at > ${now.toISOString()}::timestamptz
        union all
        select acceptor_application_id from ${meetings}
         where sub_event_id = ${subEventId} and status = 'agree' and starts_at > ${now.toISOString()}::timestamptz) y
      group by app),
    rows as (
      select a.id as "applicationId", a.type, coalesce(nullif(a.name, ''), bc.company, '') as "companyName",
             coalesce(c.n, 0) as "current", coalesce(d.n, 0) as "added"
        from ${applications} a
        left join ${businessCards} bc on bc.id = a.business_card_id
        left join current c on c.app = a.id
        left join added d on d.app = a.id
       where a.sub_event_id = ${subEventId} and a.approval = 'approval')
    select r.*, count(*) over () as total from rows r
     where ${withoutOnly ? sql`r."current" + r."added" = 0` : sql`true`}
     order by r."added" + r."current" desc, r."companyName", r."applicationId"
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      applicationId: number;
      type: string;
      companyName: string;
      current: number;
      added: number;
      total: string | number;
    }[];
  };
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}

/** One page of the requested pairs the draft leaves out (optionally of one reason), with both companies. */
export async function unscheduledPage(
  db: DbOrTx,
  runId: number,
  reason: string | undefined,
  page: number,
  size: number,
) {
  const result = (await db.execute(sql`
    select u.seller_application_id as "sellerId", u.buyer_application_id as "buyerId", u.reason, u.side, u.cause,
           coalesce(nullif(${sellerApp}.name, ''), sc.company, '') as "sellerName",
           coalesce(nullif(${buyerApp}.name, ''), bc.company, '') as "buyerName",
           count(*) over () as total
      from ${autoScheduleUnscheduled} u
      join ${applications} ${sellerApp} on ${sellerApp}.id = u.seller_application_id
      left join ${businessCards} sc on sc.id = ${sellerApp}.business_card_id
      join ${applications} ${buyerApp} on ${buyerApp}.id = u.buyer_application_id
      left join ${businessCards} bc on bc.id = ${buyerApp}.business_card_id
     where u.run_id = ${runId} ${reason ? sql`and u.reason = ${reason}` : sql``}
     order by u.reason, "sellerName", u.seller_application_id, u.buyer_application_id
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      sellerId: number;
      buyerId: number;
      reason: string;
      side: string | null;
      cause: string | null;
      sellerName: string;
      buyerName: string;
      total: string | number;
    }[];
  };
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}
