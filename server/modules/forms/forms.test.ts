import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let subEventId: number;
let formId: number;
let hiddenSubEventId: number;
let hiddenFormId: number;
let hostToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const event = await createEvent(t.ctx);
  const sub = await createSubEvent(t.ctx, event.id);
  subEventId = sub.id;
  const [form] = await t.ctx.db
    .insert(s.forms)
    .values({ subEventId, type: "participation", title: "Seller" })
    .returning();
  formId = form!.id;
  await t.ctx.db.insert(s.formQuestions).values([
    { formId, position: 0, type: "short", title: "Company", requireCheck: "Y", defaultId: "companyName" },
    {
      formId,
      position: 1,
      type: "single",
      title: "Mode",
      options: { radioContent: [{ id: "a", content: "Online" }] },
    },
    { formId, position: 0, part: "additional", type: "long", title: "About" },
  ]);
  const { db } = t.ctx;
  const { eq } = await import("drizzle-orm");
  await db.update(s.subEvents).set({ sellerPartiForm: formId }).where(eq(s.subEvents.id, subEventId));
  const host = await createUser(t.ctx);
  hostToken = host.token;
  const draft = await createEvent(t.ctx, { approval: "draft", hostUserId: host.id });
  hiddenSubEventId = (await createSubEvent(t.ctx, draft.id)).id;
  const [hidden] = await db
    .insert(s.forms)
    .values({ subEventId: hiddenSubEventId, type: "participation" })
    .returning();
  hiddenFormId = hidden!.id;
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/forms/detail", () => {
  it("answers the spec's JSON: content and additional with formIds and formData keyed by id", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/forms/detail?id=${formId}&subEventId=${subEventId}`,
    });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(form).toMatchObject({ id: formId, type: "participation", subEventId });
    expect(form.content.formIds).toHaveLength(2);
    for (const id of form.content.formIds) expect(form.content.formData[id]).toBeDefined();
    const first = form.content.formData[form.content.formIds[0]];
    expect(first).toMatchObject({
      title: "Company",
      type: "short",
      requireCheck: "Y",
      defaultId: "companyName",
      explainCheck: "N",
    });
    expect(form.content.formData[form.content.formIds[1]].radioContent).toEqual([
      { id: "a", content: "Online" },
    ]);
    expect(form.additional.formIds).toHaveLength(1);
  });

  it("does not answer a form through another sub-event, nor a hidden event's form to others", async () => {
    const other = await t.call({
      method: "GET",
      url: `/api/forms/detail?id=${hiddenFormId}&subEventId=${subEventId}`,
    });
    expect(other.statusCode).toBe(404);
    const hidden = await t.call({
      method: "GET",
      url: `/api/forms/detail?id=${hiddenFormId}&subEventId=${hiddenSubEventId}`,
    });
    expect(hidden.statusCode).toBe(404);
    const asHost = await t.call({
      method: "GET",
      url: `/api/forms/detail?id=${hiddenFormId}&subEventId=${hiddenSubEventId}`,
      token: hostToken,
    });
    expect(asHost.statusCode).toBe(200);
  });
});

describe("GET /api/forms/getSellerPartiForm", () => {
  it("answers the seller form, or null when there is none", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/forms/getSellerPartiForm?subEventId=${subEventId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(formId);
    const none = await t.call({
      method: "GET",
      url: `/api/forms/getSellerPartiForm?subEventId=${hiddenSubEventId}`,
      token: hostToken,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });
});
