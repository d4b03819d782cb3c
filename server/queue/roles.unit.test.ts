import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseRole, roleProblem, runsHeavyJobs, servesWeb } from "./roles";

describe("ROLE", () => {
  it("is all by default, web or worker when set, and refuses anything else", () => {
    expect(parseRole(undefined)).toBe("all");
    expect(parseRole(" Worker ")).toBe("worker");
    expect(parseRole("web")).toBe("web");
    expect(() => parseRole("cron")).toThrow(/ROLE/);
    expect(loadConfig({}).role).toBe("all");
  });

  it("decides what runs where: a web process never runs heavy jobs, a worker serves nothing", () => {
    expect([runsHeavyJobs({ role: "all" }), servesWeb({ role: "all" })]).toEqual([true, true]);
    expect([runsHeavyJobs({ role: "web" }), servesWeb({ role: "web" })]).toEqual([false, true]);
    expect([runsHeavyJobs({ role: "worker" }), servesWeb({ role: "worker" })]).toEqual([true, false]);
  });

  it("refuses a split role on the embedded database (one process's)", () => {
    expect(roleProblem({ role: "all" })).toBeUndefined();
    expect(roleProblem({ role: "web" })).toMatch(/DATABASE_URL/);
    expect(roleProblem({ role: "worker" })).toMatch(/DATABASE_URL/);
    expect(roleProblem({ role: "worker", databaseUrl: "postgres://db/bizmeet" })).toBeUndefined();
  });
});
