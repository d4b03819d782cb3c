import { describe, expect, it } from "vitest";
import { parseBootEntries, takeEntry } from "./boot-data";

describe("the page's inlined first-screen data", () => {
  const text = JSON.stringify([
    { path: "/api/events/getAll", query: { page: 0, size: 12 }, data: { content: [] } },
    { path: "/api/events/detail", query: { id: 7 }, data: { id: 7, name: "\u003c/script>" } },
  ]);

  it("answers an entry once, for exactly its call and query", () => {
    const list = parseBootEntries(text);
    expect(takeEntry(list, "/api/events/getAll", { page: 0, size: 24 })).toBeUndefined();
    expect(takeEntry(list, "/api/events/getAll", { page: 0 })).toBeUndefined();
    expect(takeEntry(list, "/api/events/detail", { id: 8 })).toBeUndefined();
    expect(takeEntry(list, "/api/events/search", { page: 0, size: 12 })).toBeUndefined();
    expect(takeEntry(list, "/api/events/detail", { id: 7 })).toEqual({ id: 7, name: "</script>" });
    expect(takeEntry(list, "/api/events/detail", { id: 7 })).toBeUndefined();
    expect(takeEntry(list, "/api/events/getAll", { size: 12, page: 0 })).toEqual({ content: [] });
    expect(list).toEqual([]);
  });

  it("ignores a missing, malformed or foreign element", () => {
    for (const bad of [null, undefined, "", "{", "{}", "42", '[{"path":1}]', '[{"path":"/x","query":{}}]'])
      expect(parseBootEntries(bad)).toEqual([]);
  });
});
