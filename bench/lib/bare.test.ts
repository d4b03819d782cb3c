import { describe, expect, it } from "vitest";
import { type Captured, type DriverQuery, replayer } from "./bare";

/** A fake driver: answers each request of a batch statement with rows tagged by its number, and records calls. */
function fakeDriver() {
  const calls: unknown[][] = [];
  const query: DriverQuery = async (first, params = []) => {
    calls.push(params);
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    if (/with ordinality/.test(text)) {
      const offsets = params[0] as number[];
      return {
        rows: offsets.flatMap((off, i) => [
          { req: i + 1, value: off },
          { req: i + 1, value: off + 1 },
        ]),
        fields: [{ name: "req" }, { name: "value" }],
      };
    }
    const ids = params[0] as number[];
    return { rows: ids.map((id) => [id, `row ${id}`]), fields: [{ name: "id" }, { name: "name" }] };
  };
  return { calls, query };
}

const paged = (offset: number): Captured => {
  const text = "select req.n as req from unnest($1::int[]) with ordinality as req(off, n)";
  return { first: { name: "pages", text }, params: [[offset]], rest: [], text };
};
const byIds = (ids: number[]): Captured => {
  const text = "select e.id, e.name from events e where e.id = any($1::int[])";
  return { first: text, params: [ids], rest: [], text };
};

describe("replayer", () => {
  it("merges the requests of one turn into one execution of a batch statement and gives each its rows", async () => {
    const { calls, query } = fakeDriver();
    const replay = replayer(query, { batch: true });
    const [a, b, c] = await Promise.all([replay(paged(0)), replay(paged(10)), replay(paged(0))]);
    expect(calls).toEqual([[[0, 10]]]);
    expect(a!.rows).toEqual([
      { req: 1, value: 0 },
      { req: 1, value: 1 },
    ]);
    expect(b!.rows.map((r) => (r as { value: number }).value)).toEqual([10, 11]);
    expect(c).toEqual(a);
  });

  it("merges reads by ids and splits the rows by id (array rows too)", async () => {
    const { calls, query } = fakeDriver();
    const replay = replayer(query, { batch: true });
    const [a, b] = await Promise.all([replay(byIds([1, 2])), replay(byIds([2, 3]))]);
    expect(calls).toEqual([[[1, 2, 3]]]);
    expect(a!.rows).toEqual([
      [1, "row 1"],
      [2, "row 2"],
    ]);
    expect(b!.rows).toEqual([
      [2, "row 2"],
      [3, "row 3"],
    ]);
    expect(a!.fields).toEqual(["id", "name"]);
  });

  it("sends one execution per request when batching is off", async () => {
    const { calls, query } = fakeDriver();
    const replay = replayer(query, { batch: false });
    await Promise.all([replay(paged(0)), replay(paged(10))]);
    expect(calls).toEqual([[[0]], [[10]]]);
  });
});
