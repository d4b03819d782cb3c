import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let eventId: number;
let draftId: number;

beforeAll(async () => {
  t = await startTestApp();
  eventId = (await createEvent(t.ctx)).id;
  draftId = (await createEvent(t.ctx, { approval: "draft" })).id;
  await t.ctx.db.insert(s.eventTemplates).values([
    { eventId, name: "main", htmlContent: "<h1 destination='program'>Hi</h1>", cssContent: "h1{color:red}" },
    { eventId: draftId, name: "main", htmlContent: "<p>secret</p>" },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/template/event/{eventId}/template-name/{templateName}", () => {
  it("answers htmlContent and cssContent", async () => {
    const res = await t.call({ method: "GET", url: `/api/template/event/${eventId}/template-name/main` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      htmlContent: "<h1 destination='program'>Hi</h1>",
      cssContent: "h1{color:red}",
    });
  });

  it("answers 404 for a missing template or an unpublished event, 400 for a malformed name", async () => {
    const missing = await t.call({ method: "GET", url: `/api/template/event/${eventId}/template-name/nope` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("template.notFound");
    const draft = await t.call({ method: "GET", url: `/api/template/event/${draftId}/template-name/main` });
    expect(draft.statusCode).toBe(404);
    const bad = await t.call({
      method: "GET",
      url: `/api/template/event/${eventId}/template-name/${encodeURIComponent("a b")}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("template.invalidName");
  });
});
