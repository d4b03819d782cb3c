import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { productPage } from "../applications/applications.repository";
import { ANCHOR_STEP, type AnchoredList, writeAnchors } from "./list-anchors.repository";
import { pageParticipants } from "./workspace.repository";

// The anchors only shorten the walk to a page: with anchors current, stale, missing or being written,
// every page must hold exactly what the list's order puts there.
let t: TestApp;
let subId: number;
let formId: number;
const LISTS: AnchoredList[] = ["all", "seller", "buyer", "products"];

beforeAll(async () => {
  t = await startTestApp();
  const event = await createEvent(t.ctx);
  subId = (await createSubEvent(t.ctx, event.id)).id;
  const [form] = await t.ctx.db
    .insert(s.forms)
    .values({ subEventId: subId, type: "participation" })
    .returning();
  formId = form!.id;
  const names = [
    "Beta",
    "alpha",
    "",
    "Gamma Bio",
    "delta",
    "beta",
    "Zeta",
    "bio lab",
    "Ärzte",
    "éclair",
    "10x",
    "가나",
  ];
  const users = [];
  for (let i = 0; i < 170; i++) users.push(await createUser(t.ctx, { company: `Card ${i % 9}` }));
  const apps = await t.ctx.db
    .insert(s.applications)
    .values(
      users.map((user, i) => ({
        subEventId: subId,
        applicantId: user.id,
        approval: i % 11 === 10 ? ("waiting" as const) : ("approval" as const),
        type: i % 3 === 0 ? ("buyer" as const) : i % 17 === 0 ? ("booth" as const) : ("seller" as const),
        name: names[i % names.length]!,
        // Equal creation times for some, so that the id breaks the tie in the gallery's order.
        createdDate: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 4))),
      })),
    )
    .returning({ id: s.applications.id, type: s.applications.type });
  const products = apps.flatMap((app, i) =>
    app.type === "seller"
      ? Array.from({ length: i % 4 }, (_, k) => ({
          applicationId: app.id,
          formId,
          questionId: randomUUID(),
          type: "product",
          productName: `Item ${i}.${k}`,
        }))
      : [],
  );
  await t.ctx.db.insert(s.applicationAnswers).values(products);
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What each list holds, in its order, counted from the applications themselves. */
async function expected() {
  const byName = async (type: string) =>
    (
      await rows<{ id: number }>(sql`select id from applications where sub_event_id = ${subId}
        and approval = 'approval' and (${type} = 'all' or type = ${type}) order by list_name, id`)
    ).map((r) => r.id);
  const products = await rows<{ k: string }>(sql`
    select a.id || '/' || p.product_name as k from applications a
    join application_answers p on p.application_id = a.id
    where a.sub_event_id = ${subId} and a.approval = 'approval' and a.type = 'seller'
      and p.type = 'product' and p.product_name <> ''
    order by a.created_date desc, a.id desc, p.uuid`);
  return {
    all: await byName("all"),
    seller: await byName("seller"),
    buyer: await byName("buyer"),
    products: products.map((r) => r.k),
  };
}

/** Every page of every list, asked one by one (so pages deep in the lists are read on their own). */
async function walked() {
  const names = async (type: "all" | "seller" | "buyer", size: number) => {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 0; ; page++) {
      const found = await pageParticipants(t.ctx.db, subId, { type, searchWord: "" }, page, size);
      totals.add(found.total);
      if (found.rows.length === 0) break;
      ids.push(...found.rows.map((r) => r.applicationId));
    }
    expect(totals.size).toBe(1);
    expect([...totals][0]).toBe(ids.length);
    return ids;
  };
  const products: string[] = [];
  for (let page = 0; ; page++) {
    const found = await productPage(t.ctx.db, subId, "", page, 7);
    if (found.rows.length === 0) break;
    products.push(...found.rows.map((r) => `${r.applicationId}/${r.productName}`));
  }
  return {
    all: await names("all", 10),
    seller: await names("seller", 7),
    buyer: await names("buyer", 9),
    products,
  };
}

const anchorsOf = (list: AnchoredList) =>
  rows<{ k: number; version: string; before: number }>(
    sql`select k, version::text, before from list_anchors where sub_event_id = ${subId} and list = ${list} order by k`,
  );

const version = async (types: string[]) =>
  (
    await rows<{ v: string }>(
      sql`select coalesce(sum(version), 0)::text as v from participant_counts
        where sub_event_id = ${subId} and type = any(${sql.param(types)}::text[])`,
    )
  )[0]!.v;

async function writeAll() {
  for (const list of LISTS) await writeAnchors(t.ctx.db, subId, list);
}

describe("list anchors", () => {
  it("are written in the background when a deep page finds none current (first: no page read before)", async () => {
    await pageParticipants(t.ctx.db, subId, { type: "seller", searchWord: "" }, 5, 7);
    await productPage(t.ctx.db, subId, "", 3, 7);
    await expect.poll(async () => (await anchorsOf("seller")).length, { timeout: 5000 }).toBeGreaterThan(1);
    await expect.poll(async () => (await anchorsOf("products")).length, { timeout: 5000 }).toBeGreaterThan(1);
    // A first page needs none and writes none.
    await pageParticipants(t.ctx.db, subId, { type: "buyer", searchWord: "" }, 0, 9);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await anchorsOf("buyer")).toEqual([]);
    // Inside a transaction nothing is written (a failure there would end the caller's transaction).
    await t.ctx.db.transaction(async (tx) => {
      await pageParticipants(tx, subId, { type: "buyer", searchWord: "" }, 4, 9);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await anchorsOf("buyer")).toEqual([]);
  });

  it("are written every ANCHOR_STEP rows with their positions and the list's version", async () => {
    const lists = await expected();
    expect(lists.all.length).toBeGreaterThan(ANCHOR_STEP * 4);
    await writeAll();
    const all = await anchorsOf("all");
    expect(all.map((a) => a.before)).toEqual(
      Array.from({ length: Math.ceil(lists.all.length / ANCHOR_STEP) }, (_, k) => k * ANCHOR_STEP),
    );
    expect(new Set(all.map((a) => a.version))).toEqual(
      new Set([await version(["seller", "buyer", "booth", "visitor"])]),
    );
    const sellers = await anchorsOf("seller");
    expect(new Set(sellers.map((a) => a.version))).toEqual(new Set([await version(["seller"])]));
    const products = await anchorsOf("products");
    // Products before each anchor: strictly growing (every anchored seller has products).
    expect(products[0]!.before).toBe(0);
    for (let i = 1; i < products.length; i++)
      expect(products[i]!.before).toBeGreaterThan(products[i - 1]!.before);
  });

  it("are used by the pages: a current anchor decides where a page starts", async () => {
    await writeAll();
    const lists = await expected();
    // Point the second anchor of the name list at a row ten places later: the page at that anchor then
    // starts there, which only happens when the page reads the anchor.
    const target = lists.all[ANCHOR_STEP + 10]!;
    const [row] = await t.ctx.db.select().from(s.applications).where(eq(s.applications.id, target));
    await t.ctx.db
      .update(s.listAnchors)
      .set({ listName: row!.listName, applicationId: target })
      .where(and(eq(s.listAnchors.subEventId, subId), eq(s.listAnchors.list, "all"), eq(s.listAnchors.k, 1)));
    const page = await pageParticipants(t.ctx.db, subId, { type: "all", searchWord: "" }, ANCHOR_STEP / 8, 8);
    expect(page.rows[0]!.applicationId).toBe(target);
    await writeAll();
    // Not replaced: the anchor's version is already current.
    const again = await pageParticipants(
      t.ctx.db,
      subId,
      { type: "all", searchWord: "" },
      ANCHOR_STEP / 8,
      8,
    );
    expect(again.rows[0]!.applicationId).toBe(target);
    // Anchors of an older version than the list's are not used, and writing them again replaces them.
    await t.ctx.db.execute(sql`update list_anchors set version = version - 1 where sub_event_id = ${subId}`);
    await writeAll();
    const mended = await pageParticipants(
      t.ctx.db,
      subId,
      { type: "all", searchWord: "" },
      ANCHOR_STEP / 8,
      8,
    );
    expect(mended.rows[0]!.applicationId).toBe(lists.all[ANCHOR_STEP]);
  });

  it("give the same pages as no anchors, and stale anchors are ignored after every kind of change", async () => {
    await t.ctx.db.delete(s.listAnchors).where(eq(s.listAnchors.subEventId, subId));
    const before = await expected();
    expect(await walked()).toEqual(before);
    await writeAll();
    expect(await walked()).toEqual(before);

    // Each change below leaves the anchors as they were (stale); pages must follow the change at once.
    const db = t.ctx.db;
    const apps = await db
      .select()
      .from(s.applications)
      .where(eq(s.applications.subEventId, subId))
      .orderBy(s.applications.id);
    const changes: (() => Promise<unknown>)[] = [
      // A name in another case only: same search text, another place in the order.
      () => db.update(s.applications).set({ name: "ALPHA" }).where(eq(s.applications.id, apps[1]!.id)),
      () => db.update(s.applications).set({ name: "aaa first" }).where(eq(s.applications.id, apps[50]!.id)),
      () =>
        db.update(s.applications).set({ approval: "approval" }).where(eq(s.applications.id, apps[10]!.id)),
      () => db.update(s.applications).set({ approval: "reject" }).where(eq(s.applications.id, apps[2]!.id)),
      () => db.update(s.applications).set({ type: "buyer" }).where(eq(s.applications.id, apps[4]!.id)),
      () => db.delete(s.applications).where(eq(s.applications.id, apps[7]!.id)),
      () =>
        db
          .update(s.applications)
          .set({ createdDate: new Date(Date.UTC(2030, 0, 1)) })
          .where(eq(s.applications.id, apps[13]!.id)),
      () =>
        db.insert(s.applicationAnswers).values({
          applicationId: apps[20]!.id,
          formId,
          questionId: randomUUID(),
          type: "product",
          productName: "New item",
        }),
    ];
    for (const change of changes) {
      await change();
      expect(await walked()).toEqual(await expected());
    }
    await writeAll();
    expect(await walked()).toEqual(await expected());
  });
});
