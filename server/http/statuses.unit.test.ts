import { describe, expect, it } from "vitest";
import * as contract from "../../shared/contract";
import { answerStatuses, type CallDef, impliedErrors } from "../../shared/contract";
import { buildOpenApi } from "./openapi";
import { StatusScan } from "./status-scan";

const calls = Object.fromEntries(
  Object.entries(contract).filter(([, value]) => contract.contract.includes(value as CallDef)),
) as Record<string, CallDef>;
const routes = new StatusScan(process.cwd()).routes();
const document = buildOpenApi(contract.contract, "test");

function operation(call: CallDef): { responses: Record<string, unknown> } {
  const path = call.path.replace(/:(\w+)/g, "{$1}");
  return (document.paths[path] as Record<string, { responses: Record<string, unknown> }>)[
    call.method.toLowerCase()
  ] as { responses: Record<string, unknown> };
}

describe("the statuses each route can answer (derived from its code) are declared and published", () => {
  it("finds one route per contract call", () => {
    expect(routes.filter((r) => r.call === "?").map((r) => r.where)).toEqual([]);
    expect(routes.map((r) => r.call).sort()).toEqual(Object.keys(calls).sort());
  });

  it("every error status a route's code raises is declared by its call (and none it cannot raise)", () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const route of routes) {
      const call = calls[route.call] as CallDef;
      const declared = new Set<number>(answerStatuses(call).errors);
      const raised = new Set(route.errors);
      for (const status of raised)
        if (!declared.has(status)) missing.push(`${route.call} ${status} (${route.where})`);
      const implied = new Set<number>(impliedErrors(call));
      for (const status of call.errors ?? [])
        if (!raised.has(status) && !implied.has(status)) stale.push(`${route.call} ${status}`);
    }
    expect(missing, "add them to the call's `errors` in shared/contract").toEqual([]);
    expect(stale, "the route cannot raise them: remove them from `errors`").toEqual([]);
  });

  it("every success status a route sets is the call's `status`", () => {
    const wrong = routes
      .filter((r) => {
        const call = calls[r.call] as CallDef;
        return (r.success[0] ?? 200) !== (call.status ?? 200) || r.success.length > 1;
      })
      .map((r) => `${r.call}: sets ${r.success.join(", ") || 200}, declares ${calls[r.call]?.status ?? 200}`);
    expect(wrong).toEqual([]);
  });

  it("the OpenAPI document publishes each of them", () => {
    const unpublished: string[] = [];
    for (const route of routes) {
      const call = calls[route.call] as CallDef;
      const responses = Object.keys(operation(call).responses);
      for (const status of [...route.errors, ...(route.success.length ? route.success : [200])])
        if (!responses.includes(String(status))) unpublished.push(`${route.call} ${status}`);
    }
    expect(unpublished).toEqual([]);
  });

  it("publishes the statuses the fuzzer found missing (issue 28)", () => {
    const statuses = (call: CallDef) => Object.keys(operation(call).responses);
    expect(statuses(contract.noneLoginCreateApplication)).toEqual(expect.arrayContaining(["201", "409"]));
    expect(statuses(contract.noneLoginCreateApplication)).not.toContain("200");
    expect(statuses(contract.createApplication)).toContain("409");
    expect(statuses(contract.checkEvent)).toContain("409");
    expect(statuses(contract.uploadFile)).toContain("413");
    expect(statuses(contract.postPwdCode)).toContain("429");
    expect(statuses(contract.login)).toContain("429");
  });
});
