import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { pageParticipants } from "./workspace.repository";
import { participantSearchMemo } from "./workspace.search.repository";

// The participant search remembers each page's ids with the participants' version (the page memo). A page
// read from the memo must always equal the page found from scratch: rows changed in place show at once, and
// any change of who matches or of the order is seen through the version.
let t: TestApp;
let subId: number;
const apps: { id: number; userId: number; cardId: number }[] = [];
const SIZE = 10;

/** The texts of the statements a call sends to the driver. */
async function statementsOf(db: Db, call: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    texts.push(typeof first === "string" ? first : (first as { text: string }).text);
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    client.query = original;
  }
  return texts;
}

const usesMemo = (texts: string[]) => texts.some((text) => text.includes("unnest(r.ids::int[])"));

/** The page as counted from the tables themselves, in the list's order. */
async function expected(word: string, page: number) {
  const where = sql`a.sub_event_id = ${subId} and a.approval = 'approval' and strpos(a.search_text, ${word}) > 0`;
  const result = (await t.ctx.db.execute(
    sql`select a.id as "applicationId", a.type, a.list_name as "companyName", coalesce(c.name, '') as "managerName",
          a.category, a.keyword, a.note, count(*) over ()::int as total
        from applications a left join business_cards c on c.id = a.business_card_id
        where ${where} order by a.list_name, a.id`,
  )) as unknown as { rows: ({ total: number } & Record<string, unknown>)[] };
  const all = result.rows;
  return {
    rows: all.slice(page * SIZE, (page + 1) * SIZE).map(({ total: _t, ...row }) => row),
    total: all[0]?.total ?? 0,
  };
}

const read = (word: string, page: number) =>
  pageParticipants(t.ctx.db, subId, { type: "all", searchWord: word }, page, SIZE);

/**
 * Every page of the word (and one past its end) equals the page from scratch; answers whether the memo was
 * used for every page with rows (a page past the end reads only the version, never the memo).
 */
async function checkAll(word: string): Promise<boolean> {
  let memo = true;
  for (let page = 0; page < 4; page++) {
    const want = await expected(word, page);
    const texts = await statementsOf(t.ctx.db, async () => {
      expect(await read(word, page)).toEqual(want);
    });
    if (page * SIZE < want.total) memo &&= usesMemo(texts);
  }
  return memo;
}

beforeAll(async () => {
  t = await startTestApp();
  const event = await createEvent(t.ctx);
  subId = (await createSubEvent(t.ctx, event.id)).id;
  // 30 companies with "bio" in their name (a common word: the walk), 3 with "quartz" (a rare one: trigrams).
  for (let i = 0; i < 40; i++) {
    const name = i < 30 ? `Bio ${String(i).padStart(2, "0")}` : i < 33 ? `Quartz ${i}` : `Other ${i}`;
    const user = await createUser(t.ctx, { company: name, name: `Manager ${i}` });
    const [card] = await t.ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
    const app = await createApplication(t.ctx, subId, user.id, {
      approval: "approval",
      type: i % 2 === 0 ? "seller" : "buyer",
      name,
      businessCardId: card!.id,
      note: `note ${i}`,
    });
    apps.push({ id: app.id, userId: user.id, cardId: card!.id });
  }
});
afterAll(async () => {
  participantSearchMemo.enabled = true;
  await t.close();
});

describe("participant search page memo", () => {
  it("reads a remembered page by its ids, with the same answer as from scratch", async () => {
    for (const word of ["bio", "quartz"]) {
      await checkAll(word); // remembers the pages
      expect(await checkAll(word)).toBe(true);
    }
  });

  it("shows rows changed in place (note, category, manager name) at once", async () => {
    await checkAll("bio");
    const first = (await expected("bio", 0)).rows[0]!.applicationId as number;
    await t.ctx.db
      .update(s.applications)
      .set({ note: "changed note", category: "IT" })
      .where(eq(s.applications.id, first));
    const texts = await statementsOf(t.ctx.db, async () => {
      const page = await read("bio", 0);
      expect(page.rows[0]).toMatchObject({ note: "changed note", category: "IT" });
    });
    expect(usesMemo(texts)).toBe(true); // the note moves no version: the memo served, rows read fresh
    const app = apps.find((a) => a.id === first)!;
    await t.ctx.db
      .update(s.businessCards)
      .set({ name: "New Manager" })
      .where(eq(s.businessCards.id, app.cardId));
    expect((await read("bio", 0)).rows[0]).toMatchObject({ managerName: "New Manager" });
    expect(await checkAll("bio")).toBe(false); // the manager name is in the search text: pages found again
    expect(await checkAll("bio")).toBe(true);
  });

  it("sees every change of who matches or of the order (never a stale page)", async () => {
    const changes: [string, () => Promise<unknown>][] = [
      [
        "a match renamed away",
        () =>
          t.ctx.db.update(s.applications).set({ name: "Zinc 01" }).where(eq(s.applications.id, apps[1]!.id)),
      ],
      [
        "a match renamed to the front",
        () =>
          t.ctx.db.update(s.applications).set({ name: "Bio 00a" }).where(eq(s.applications.id, apps[20]!.id)),
      ],
      [
        "a match rejected",
        () =>
          t.ctx.db
            .update(s.applications)
            .set({ approval: "reject" })
            .where(eq(s.applications.id, apps[3]!.id)),
      ],
      [
        "a new match approved",
        async () => {
          const user = await createUser(t.ctx, { company: "Bio 05b" });
          await createApplication(t.ctx, subId, user.id, {
            approval: "approval",
            type: "buyer",
            name: "Bio 05b",
          });
        },
      ],
      [
        "a keyword that makes a match",
        () =>
          t.ctx.db
            .update(s.applications)
            .set({ keyword: "quartz glass" })
            .where(and(eq(s.applications.id, apps[35]!.id), eq(s.applications.subEventId, subId))),
      ],
      ["a match deleted", () => t.ctx.db.delete(s.applications).where(eq(s.applications.id, apps[31]!.id))],
      [
        "a manager renamed into a match",
        () =>
          t.ctx.db
            .update(s.businessCards)
            .set({ name: "Quartz Lee" })
            .where(eq(s.businessCards.id, apps[36]!.cardId)),
      ],
    ];
    for (const [what, change] of changes) {
      for (const word of ["bio", "quartz"]) await checkAll(word); // remembered at the current version
      await change();
      for (const word of ["bio", "quartz"]) {
        for (let page = 0; page < 4; page++) {
          expect(await read(word, page), `${what}: "${word}" page ${page}`).toEqual(
            await expected(word, page),
          );
        }
      }
    }
  });

  it("answers the same with the memo off", async () => {
    participantSearchMemo.enabled = false;
    try {
      for (const word of ["bio", "quartz"]) expect(await checkAll(word)).toBe(false);
    } finally {
      participantSearchMemo.enabled = true;
    }
  });
});
