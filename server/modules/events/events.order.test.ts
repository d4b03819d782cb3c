import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { pageApproved } from "./events.lists.repository";

// The newest-events list takes its pages from an order kept per version of the public list. Whatever is
// written, by the services or behind their back, every page must equal what a fresh walk of the table
// answers at that moment.
describe("the kept order of the public list", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_CACHE_MS: "0" });
  });
  afterAll(async () => {
    await t.close();
  });

  async function truth() {
    const rows = await t.ctx.db
      .select({ id: s.events.id, name: s.events.name })
      .from(s.events)
      .where(eq(s.events.approval, "approved"))
      .orderBy(sql`${s.events.createdAt} desc nulls last`, desc(s.events.id));
    return rows;
  }

  async function expectPagesMatch(size: number) {
    const expected = await truth();
    const pages = Math.ceil(expected.length / size) + 1;
    for (let page = 0; page < pages; page++) {
      const { rows, total } = await pageApproved(t.ctx.db, page, size);
      expect(total).toBe(expected.length);
      expect(rows.map((r) => [r.id, r.name])).toEqual(
        expected.slice(page * size, (page + 1) * size).map((r) => [r.id, r.name]),
      );
    }
  }

  it("follows events entering, leaving and renamed, including writes behind the services' back", async () => {
    const base = Date.parse("2026-03-01T00:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) {
      ids.push((await createEvent(t.ctx, { name: `순서 ${i}`, createdAt: new Date(base + i * 60_000) })).id);
    }
    await expectPagesMatch(4);

    // an older event approved lands in the middle, not on top
    const older = await createEvent(t.ctx, {
      name: "가운데",
      approval: "requested",
      createdAt: new Date(base + 4 * 60_000 + 1),
    });
    await expectPagesMatch(4);
    await t.ctx.db.update(s.events).set({ approval: "approved" }).where(eq(s.events.id, older.id));
    await expectPagesMatch(4);

    // one leaves, one is deleted, one is renamed (the page shows the new name at once)
    await t.ctx.db.update(s.events).set({ approval: "rejected" }).where(eq(s.events.id, ids[2]!));
    await expectPagesMatch(4);
    await t.ctx.db.delete(s.events).where(eq(s.events.id, ids[5]!));
    await expectPagesMatch(3);
    await t.ctx.db.update(s.events).set({ name: "새 이름" }).where(eq(s.events.id, ids[7]!));
    await expectPagesMatch(3);
  });

  it("stays exact through random writes, checked after each", async () => {
    let seed = 20261127;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const base = Date.parse("2026-05-01T00:00:00Z");
    for (let step = 0; step < 40; step++) {
      const all = await t.ctx.db.select({ id: s.events.id }).from(s.events);
      const some = all[random(all.length)]!.id;
      switch (random(4)) {
        case 0:
          await createEvent(t.ctx, {
            name: `무작위 ${step}`,
            approval: random(2) ? "approved" : "requested",
            createdAt: new Date(base - random(10_000) * 60_000),
          });
          break;
        case 1:
          await t.ctx.db
            .update(s.events)
            .set({ approval: random(2) ? "approved" : "rejected" })
            .where(eq(s.events.id, some));
          break;
        case 2:
          await t.ctx.db
            .update(s.events)
            .set({ name: `이름 ${step}` })
            .where(eq(s.events.id, some));
          break;
        default:
          await t.ctx.db.delete(s.events).where(eq(s.events.id, some));
      }
      await expectPagesMatch(1 + random(5));
    }
  });

  it("answers pages asked together in one turn, each with its own rows", async () => {
    const expected = await truth();
    const answers = await Promise.all([0, 1, 2, 3, 0, 50].map((page) => pageApproved(t.ctx.db, page, 2)));
    answers.forEach(({ rows }, i) => {
      const page = [0, 1, 2, 3, 0, 50][i]!;
      expect(rows.map((r) => r.id)).toEqual(expected.slice(page * 2, page * 2 + 2).map((r) => r.id));
    });
  });
});
