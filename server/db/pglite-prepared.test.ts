import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PreparedPglite, withPreparedStatements } from "./pglite-prepared";

// The embedded driver only: PostgreSQL's own prepared statements are pg's business.
let raw: PGlite;
let db: PreparedPglite;
beforeAll(async () => {
  raw = new PGlite();
  await raw.exec(`
    create table items (id serial primary key, name text not null unique, tags text[], data jsonb,
      born date, seen timestamptz, price numeric, n int);
    insert into items (name, tags, data, born, seen, price, n) values
      ('a', '{x,y}', '{"k":1}', '2026-01-02', '2026-01-02T03:04:05Z', 1.5, 1),
      ('b', null, null, null, null, null, 2);`);
  db = withPreparedStatements(raw, 3);
});
afterAll(async () => {
  await raw.close();
});

const text = "select id, name, tags, data, born, seen, price, n from items where n >= $1 order by id";

describe("withPreparedStatements", () => {
  it("answers exactly what PGlite's query() answers, in object and array row modes", async () => {
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const expected = await raw.query(text, [1], options);
      const first = await db.query(text, [1], options);
      const again = await db.query(text, [1], options);
      expect(first.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
      expect(again.rows).toEqual(expected.rows);
    }
    const params = [["x", "y"], { k: 1 }, new Date("2026-01-02T03:04:05Z"), null];
    const sql = "select $1::text[] as a, $2::jsonb as b, $3::timestamptz as c, $4::int as d";
    expect((await db.query(sql, params)).rows).toEqual((await raw.query(sql, params)).rows);
  });

  it("counts affected rows and returns inserted rows", async () => {
    const inserted = await db.query<{ id: number }>(
      "insert into items (name, n) values ($1, $2) returning id",
      ["c", 3],
    );
    expect(inserted.rows).toHaveLength(1);
    const updated = await db.query("update items set n = n + 10 where name = any($1)", [["a", "c"]]);
    expect(updated.affectedRows).toBe(2);
  });

  it("throws PGlite's DatabaseError with its code, and the next statement works", async () => {
    const insert = "insert into items (name, n) values ($1, $2)";
    await expect(db.query(insert, ["a", 1])).rejects.toMatchObject({ code: "23505", query: insert });
    expect((await db.query("select count(*)::int as n from items where name = $1", ["a"])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it("survives a value of the wrong kind (the wire writer's buffers stay clean)", async () => {
    await expect(db.query("select $1::int[] as a", [5])).rejects.toMatchObject({ code: "22P02" });
    expect((await db.query("select $1::int[] as a", [[5]])).rows).toEqual([{ a: [5] }]);
  });

  it("keeps at most maxStatements prepared and still answers evicted ones", async () => {
    for (let i = 0; i < 6; i++) {
      const r = await db.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(r.rows[0]!.v).toBe(1 + i);
    }
    expect(db.preparedCount).toBeLessThanOrEqual(3);
    expect((await db.query<{ v: number }>("select $1::int + 0 as v", [5])).rows[0]!.v).toBe(5);
  });

  it("prepares again when a table change alters a statement's result type", async () => {
    const sql = "select n from items where name = $1";
    expect((await db.query(sql, ["b"])).rows).toEqual([{ n: 2 }]);
    await db.exec("alter table items alter column n type text");
    expect((await db.query(sql, ["b"])).rows).toEqual([{ n: "2" }]);
  });

  it("runs transactions through prepared statements, rolled back on error, and keeps statements made there", async () => {
    const sql = "insert into items (name) values ($1)";
    await expect(
      db.transaction(async (tx) => {
        await tx.query(sql, ["in-tx"]);
        await tx.query(sql, ["in-tx"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await db.query("select name from items where name = $1", ["in-tx"])).rows).toEqual([]);
    await db.query(sql, ["after"]);
    expect((await db.query("select name from items where name = $1", ["after"])).rows).toHaveLength(1);
  });

  it("moves the write version on changes only, not on reads or writes that changed nothing", async () => {
    const v0 = db.writeVersion();
    await db.query("select name from items where n = $1", ["2"]);
    await db.query("update items set name = name where name = $1", ["nobody"]);
    expect(db.writeVersion()).toBe(v0);
    await db.query("update items set price = 2 where name = $1", ["b"]);
    const v1 = db.writeVersion();
    expect(v1).toBeGreaterThan(v0);
    await db.transaction(async (tx) => {
      await tx.query("select 1");
    });
    expect(db.writeVersion()).toBeGreaterThan(v1);
  });
});
