import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPage } from "../modules/applications/applications.repository";
import { pageParticipants } from "../modules/workspace/workspace.repository";
import { createApplication, createEvent, createSubEvent, createUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import * as s from "./schema";

// What the triggers of migration perf_lists_sql keep must equal what a recount gives, after any
// sequence of the writes the application makes (and a rolled-back one).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The kept values next to their recount; equal when the triggers did their work. */
async function drift() {
  const lists = await rows<{ id: number }>(sql`
    select a.id from applications a left join business_cards c on c.id = a.business_card_id
    where a.list_name <> coalesce(nullif(a.name, ''), c.company, '')
       or a.search_text <> lower(coalesce(nullif(a.name, ''), c.company, '') || chr(31) || coalesce(c.name, '') || chr(31) || a.keyword)
       or a.product_count <> (select count(*) from application_answers p
                              where p.application_id = a.id and p.type = 'product' and p.product_name <> '')`);
  const kept = await rows<{ k: string }>(sql`
    select sub_event_id || '/' || type || '/' || participants || '/' || products as k from participant_counts
    where participants <> 0 or products <> 0 order by 1`);
  const counted = await rows<{ k: string }>(sql`
    select sub_event_id || '/' || type || '/' || count(*) || '/' || sum(product_count) as k from applications
    where approval = 'approval' group by sub_event_id, type order by 1`);
  return { lists, kept: kept.map((r) => r.k), counted: counted.map((r) => r.k) };
}

/** Per sub-event: the summed versions, and what searches for a few words find (ids). */
async function searchState() {
  return rows<{ sub: number; version: string; found: string }>(sql`
    select s.id as sub, coalesce((select sum(version) from participant_counts n where n.sub_event_id = s.id), 0)::text as version,
      (select string_agg(w || ':' || (
         select coalesce(string_agg(a.id::text, ',' order by a.id), '') from applications a
         where a.sub_event_id = s.id and a.approval = 'approval' and strpos(a.search_text, w) > 0), ';')
       from unnest(array['name', 'card co', 'person', 'kw', '배터리', 'robot']) w) as found
    from sub_events s order by s.id`);
}

describe("participant lists' kept columns and counts", () => {
  it("equal a recount after random writes of every kind", async () => {
    const ctx = t.ctx;
    const rnd = rng(7);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    const event = await createEvent(ctx);
    const subs = [await createSubEvent(ctx, event.id), await createSubEvent(ctx, event.id)];
    const forms = await Promise.all(
      subs.map(async (sub) => {
        const [form] = await ctx.db
          .insert(s.forms)
          .values({ subEventId: sub.id, type: "participation" })
          .returning();
        return form!.id;
      }),
    );
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    const cards = await ctx.db.select().from(s.businessCards);
    const apps: { id: number; sub: number; user: number }[] = [];
    const approvals = ["approval", "waiting", "reject"] as const;
    const types = ["seller", "buyer", "booth"] as const;

    const answersFor = (applicationId: number, sub: number) =>
      Array.from({ length: Math.floor(rnd() * 4) }, (_, i) => ({
        applicationId,
        formId: forms[sub]!,
        questionId: randomUUID(),
        type: rnd() < 0.7 ? "product" : "short",
        productName: rnd() < 0.8 ? `Product ${i}` : "",
        additionOrder: i,
      }));

    let previous = await searchState();
    for (let step = 0; step < 120; step++) {
      const op = apps.length < 4 ? 0 : Math.floor(rnd() * 9);
      const app = apps.length > 0 ? pick(apps) : undefined;
      if (op === 0) {
        const sub = Math.floor(rnd() * 2);
        const free = users.filter((u) => !apps.some((a) => a.sub === sub && a.user === u.id));
        if (free.length === 0) continue;
        const applicant = pick(free);
        const row = await createApplication(ctx, subs[sub]!.id, applicant.id, {
          approval: pick([...approvals]),
          type: pick([...types]),
          name: rnd() < 0.5 ? `Name ${step}` : "",
          keyword: rnd() < 0.5 ? `robot, 배터리 ${step}` : "",
          businessCardId: rnd() < 0.8 ? cards.find((c) => c.userId === applicant.id)!.id : null,
        });
        apps.push({ id: row.id, sub, user: applicant.id });
        const answers = answersFor(row.id, sub);
        if (answers.length > 0) await ctx.db.insert(s.applicationAnswers).values(answers);
      } else if (op === 1 && app) {
        await ctx.db
          .update(s.applications)
          .set({ approval: pick([...approvals]) })
          .where(eq(s.applications.id, app.id));
      } else if (op === 2 && app) {
        await ctx.db
          .update(s.applications)
          .set({ type: pick([...types]) })
          .where(eq(s.applications.id, app.id));
      } else if (op === 3 && app) {
        await ctx.db
          .update(s.applications)
          .set({ name: rnd() < 0.5 ? `Renamed ${step}` : "", keyword: `kw ${step}` })
          .where(eq(s.applications.id, app.id));
      } else if (op === 4) {
        const card = pick(cards);
        await ctx.db
          .update(s.businessCards)
          .set({ company: `Card Co ${step}`, name: `Person ${step}` })
          .where(eq(s.businessCards.id, card.id));
      } else if (op === 5 && app) {
        // Answers are replaced as a whole (applications.repository replaceAnswers).
        await ctx.db.transaction(async (tx) => {
          await tx.delete(s.applicationAnswers).where(eq(s.applicationAnswers.applicationId, app.id));
          const answers = answersFor(app.id, app.sub);
          if (answers.length > 0) await tx.insert(s.applicationAnswers).values(answers);
        });
      } else if (op === 6 && app) {
        await ctx.db
          .update(s.applicationAnswers)
          .set({
            productName: sql`case when ${s.applicationAnswers.productName} = '' then 'Named' else '' end`,
          })
          .where(eq(s.applicationAnswers.applicationId, app.id));
      } else if (op === 7 && app) {
        await ctx.db.delete(s.applications).where(eq(s.applications.id, app.id));
        apps.splice(apps.indexOf(app), 1);
      } else if (op === 8 && app) {
        // A write that rolls back leaves nothing behind.
        await ctx.db
          .transaction(async (tx) => {
            await tx
              .update(s.applications)
              .set({ approval: "approval" })
              .where(eq(s.applications.id, app.id));
            await tx.insert(s.applicationAnswers).values(answersFor(app.id, app.sub));
            throw new Error("rollback");
          })
          .catch(() => undefined);
      }
      // The version moves whenever what a search finds moves (the search totals' memo relies on it).
      const state = await searchState();
      for (const now of state) {
        const before = previous.find((p) => p.sub === now.sub);
        if (before && before.version === now.version) expect(now.found, `step ${step}`).toBe(before.found);
      }
      previous = state;
      if (step % 10 === 9) {
        const d = await drift();
        expect(d.lists).toEqual([]);
        expect(d.kept).toEqual(d.counted);
      }
    }
    const before = await drift();
    expect(before.counted.length).toBeGreaterThan(0);
    // Deleting a sub-event takes its counts with it.
    await ctx.db.delete(s.subEvents).where(eq(s.subEvents.id, subs[0]!.id));
    const after = await drift();
    expect(after.lists).toEqual([]);
    expect(after.kept).toEqual(after.counted);
  });
});

describe("pages read through the kept columns", () => {
  it("walk every participant and product once, in the lists' order, with the right totals", async () => {
    const ctx = t.ctx;
    const rnd = rng(11);
    const event = await createEvent(ctx);
    const sub = await createSubEvent(ctx, event.id);
    const [form] = await ctx.db
      .insert(s.forms)
      .values({ subEventId: sub.id, type: "participation" })
      .returning();
    const names = ["Beta", "alpha", "", "Gamma Bio", "delta", "Beta", "Zeta", "bio lab", "", "Eta"];
    for (let i = 0; i < 30; i++) {
      const user = await createUser(ctx, {
        company: `Card ${i % 7}`,
        name: i % 5 === 0 ? "Kim Bio" : `P${i}`,
      });
      const [card] = await ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
      const app = await createApplication(ctx, sub.id, user.id, {
        approval: i % 6 === 5 ? "waiting" : "approval",
        type: i % 3 === 0 ? "buyer" : "seller",
        name: names[i % names.length]!,
        keyword: i % 4 === 0 ? "biotech" : "",
        businessCardId: card!.id,
        // Equal creation times for some, so that the id breaks the tie.
        createdDate: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))),
      });
      const products = Math.floor(rnd() * 4);
      if (products > 0)
        await ctx.db.insert(s.applicationAnswers).values(
          Array.from({ length: products }, (_, k) => ({
            applicationId: app.id,
            formId: form!.id,
            questionId: randomUUID(),
            type: "product",
            productName: k === 2 ? "" : `Item ${i}.${k}`,
          })),
        );
    }
    const expected = await rows<{ id: number }>(sql`
      select a.id from applications a where a.sub_event_id = ${sub.id} and a.approval = 'approval'
      order by a.list_name, a.id`);
    // All pages asked at once: one turn, so one batch of many requests (server/db/batch.ts).
    const walk = async (filter: Parameters<typeof pageParticipants>[2], size: number) => {
      const pages = await Promise.all(
        Array.from({ length: 20 }, (_, page) => pageParticipants(ctx.db, sub.id, filter, page, size)),
      );
      return { ids: pages.flatMap((p) => p.rows.map((r) => r.applicationId)), total: pages[19]!.total };
    };
    expect(await walk({ type: "all", searchWord: "" }, 4)).toEqual({
      ids: expected.map((r) => r.id),
      total: expected.length,
    });
    const sellers = await rows<{ id: number }>(sql`
      select a.id from applications a where a.sub_event_id = ${sub.id} and a.approval = 'approval'
        and a.type = 'seller' order by a.list_name, a.id`);
    expect((await walk({ type: "seller", searchWord: "" }, 3)).ids).toEqual(sellers.map((r) => r.id));
    for (const word of ["bio", "BIO", "b", "ta", "card 3", "nothing"]) {
      const matches = await rows<{ id: number }>(sql`
        select a.id from applications a left join business_cards c on c.id = a.business_card_id
        where a.sub_event_id = ${sub.id} and a.approval = 'approval'
          and (lower(coalesce(nullif(a.name, ''), c.company, '')) like ${`%${word.toLowerCase()}%`}
            or lower(c.name) like ${`%${word.toLowerCase()}%`} or lower(a.keyword) like ${`%${word.toLowerCase()}%`})
        order by a.list_name, a.id`);
      expect(await walk({ type: "all", searchWord: word }, 2)).toEqual({
        ids: matches.map((r) => r.id),
        total: matches.length,
      });
    }

    const named = await rows<{ k: string }>(sql`
      select a.id || '/' || p.product_name as k from applications a
      join application_answers p on p.application_id = a.id
      where a.sub_event_id = ${sub.id} and a.approval = 'approval' and a.type = 'seller'
        and p.type = 'product' and p.product_name <> ''
      order by a.created_date desc, a.id desc, p.uuid`);
    for (const size of [1, 3, 5]) {
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(named.length / size) + 1 }, (_, page) =>
          productPage(ctx.db, sub.id, "", page, size),
        ),
      );
      for (const result of pages) {
        expect(result.total).toBe(named.length);
        expect(result.rows.length).toBeLessThanOrEqual(size);
      }
      const seen = pages.flatMap((p) => p.rows.map((r) => `${r.applicationId}/${r.productName}`));
      expect(seen).toEqual(named.map((r) => r.k));
    }
    // A search's total follows the participants (counted again once their version moved).
    const bio = async () =>
      (await pageParticipants(ctx.db, sub.id, { type: "all", searchWord: "bio" }, 0, 5)).total;
    const bioBefore = await bio();
    const newcomer = await createUser(ctx, { company: "Newco", name: "New Person" });
    const joined = await createApplication(ctx, sub.id, newcomer.id, {
      approval: "approval",
      name: "Bio Newco",
    });
    expect(await bio()).toBe(bioBefore + 1);
    await ctx.db.update(s.applications).set({ name: "Plain Newco" }).where(eq(s.applications.id, joined.id));
    expect(await bio()).toBe(bioBefore);
    await ctx.db.update(s.applications).set({ keyword: "biology" }).where(eq(s.applications.id, joined.id));
    expect(await bio()).toBe(bioBefore + 1);
    await ctx.db.update(s.applications).set({ approval: "waiting" }).where(eq(s.applications.id, joined.id));
    expect(await bio()).toBe(bioBefore);

    const searched = await productPage(ctx.db, sub.id, "item 1", 0, 100);
    expect(searched.rows.every((r) => r.productName.toLowerCase().includes("item 1"))).toBe(true);
    expect(searched.total).toBe(searched.rows.length);
  });
});
