import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "../../shared/contract";
import { APP_VERSION } from "../../shared/version";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/health", () => {
  it("answers 200 with status ok once the database answers", async () => {
    const res = await t.call({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.ctx.driver, version: APP_VERSION });
  });
});

describe("API documentation", () => {
  it("GET /api/docs/json is an OpenAPI document with every call of the contract", async () => {
    const res = await t.call({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(APP_VERSION);
    const calls = Object.values(contract);
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) {
      const path = call.path.replace(/:(\w+)/g, "{$1}");
      const operation = doc.paths[path]?.[call.method.toLowerCase()];
      expect(operation, `${call.method} ${path}`).toBeDefined();
      // the success status the route answers: 201 for creations, else 200
      expect(operation.responses[String(call.status ?? 200)], `${call.method} ${path}`).toBeDefined();
    }
  });

  it("documents path parameters and the bearer scheme", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json();
    const getUser = doc.paths["/api/users/{id}"].get;
    expect(getUser.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
    expect(getUser.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/fileS3"].post.requestBody.content["multipart/form-data"]).toBeDefined();
  });

  it("GET /api/docs answers an HTML page", async () => {
    let res = await t.call({ method: "GET", url: "/api/docs" });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.call({
        method: "GET",
        url: new URL(res.headers.location as string, "http://x/api/docs/").pathname,
      });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html/i);
  });
});

describe("errors", () => {
  it("answers an unknown /api path with 404 { detail, message }", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.call({ method, url: "/api/does-not-exist" });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: "Could not be found.", message: "common.notFound" });
    }
  });

  it("localises detail by Accept-Language: zh, zh-CN and cn give Chinese, ko Korean, default Korean", async () => {
    for (const lang of ["zh", "zh-CN,zh;q=0.9", "cn"]) {
      const res = await t.call({ method: "GET", url: "/api/does-not-exist", lang });
      expect(res.json(), lang).toEqual({ detail: "未找到。", message: "common.notFound" });
    }
    const ko = await t.call({ method: "GET", url: "/api/does-not-exist", lang: "ko" });
    expect(ko.json().detail).toBe("찾을 수 없습니다.");
    const fallback = await t.call({ method: "GET", url: "/api/does-not-exist", lang: "fr" });
    expect(fallback.json().detail).toBe("찾을 수 없습니다.");
  });

  it("gives the same shape for 400, 401 and 404 of different modules, in Chinese, without internals", async () => {
    const responses = [
      await t.call({ method: "GET", url: "/api/events/getSearch?word=", lang: "zh" }),
      await t.call({ method: "GET", url: "/api/likes/myLikeList", lang: "zh" }),
      await t.call({ method: "GET", url: "/api/subEvents/detail?id=99999999", lang: "zh" }),
      await t.call({ method: "GET", url: "/api/fileS3/getFile?id=99999999", lang: "zh" }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([400, 401, 404, 404]);
    expect(responses.map((r) => r.json())).toEqual([
      { detail: "请输入搜索词", message: "search.enterTerm" },
      { detail: "请先登录。", message: "common.loginRequired" },
      { detail: "未找到该分项活动。", message: "subEvent.notFound" },
      { detail: "未找到该文件。", message: "file.notFound" },
    ]);
    for (const res of responses) expect(res.body).not.toMatch(/stack|at .*\.ts|Error:/);
  });

  it("answers malformed JSON with 400 common.malformedJson", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/likes",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("common.malformedJson");
  });
});
