import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  setEvent,
  type TestUser,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;

function subEventBody(extra: Record<string, unknown> = {}) {
  return {
    name: "1:1 상담",
    nameEn: "1:1 Meetings",
    category: "consulting",
    matching: "Y",
    meetingAvailable: "Y",
    sgroupName: "Sellers",
    bgroupName: "Buyers",
    subEventStartDate: "2026-12-01",
    subEventEndDate: "2026-12-02",
    sellRegStartDate: "2026-11-01",
    sellRegEndDate: "2026-11-20",
    buyRegStartDate: "2026-11-01",
    buyRegEndDate: "2026-11-25",
    matchStartTime: "10:00",
    matchEndTime: "12:00",
    matchReqTime: 30,
    matchBreakTime: 10,
    matchNumPerDay: 3,
    onSiteRegit: "Y",
    impossibleDateAndTime: { "2026": { "12": ["01_10:00"] } },
    targetScope: "others",
    counselFormOnlyEng: "Y",
    ...extra,
  };
}

function question(extra: Record<string, unknown>) {
  return { title: "Q", type: "short", ...extra };
}

const mandatory = [
  question({ title: "Company name", type: "short", defaultId: "companyName", requireCheck: "Y" }),
  question({
    title: "Category",
    type: "category",
    defaultId: "category",
    categoryContent: [{ id: "c1", content: "IT" }],
  }),
];

beforeAll(async () => {
  t = await startTestApp();
  [host, otherHost] = await Promise.all([createUser(t.ctx), createUser(t.ctx)]);
});

afterAll(async () => {
  await t.close();
});

describe("host sub-events", () => {
  it("creates, updates and deletes a sub-event with every field", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const res = await t.call({
      method: "POST",
      url: `/api/host/events/${event.id}/subEvents`,
      token: host.token,
      payload: subEventBody(),
    });
    expect(res.statusCode).toBe(200);
    const sub = res.json();
    expect(sub).toMatchObject({
      eventId: event.id,
      category: "consulting",
      matching: "Y",
      sgroupName: "Sellers",
      sellRegEndDate: "2026-11-20",
      matchEndTime: "12:00",
      matchNumPerDay: 3,
      onSiteRegit: "Y",
      impossibleDateAndTime: { "2026": { "12": ["01_10:00"] } },
      targetScope: "others",
      counselFormOnlyEng: "Y",
    });
    const url = `/api/host/subEvents/${sub.id}`;
    const updated = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: subEventBody({ matching: "N" }),
    });
    expect(updated.json().matching).toBe("N");
    expect(
      (await t.call({ method: "PUT", url, token: otherHost.token, payload: subEventBody() })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await t.call({ method: "DELETE", url, token: host.token })).statusCode).toBe(200);
    expect(
      (await t.call({ method: "GET", url: `/api/subEvents/detail?id=${sub.id}`, token: host.token }))
        .statusCode,
    ).toBe(404);
  });

  it("validates windows and slot settings", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id });
    const url = `/api/host/events/${event.id}/subEvents`;
    const cases: [Record<string, unknown>, string][] = [
      [{ subEventEndDate: "2026-11-01" }, "host.windowOrder"],
      [{ sellRegEndDate: null }, "host.windowBothEnds"],
      [{ matchEndTime: "09:00" }, "host.matchTimeOrder"],
      [{ matchNumPerDay: 4 }, "host.slotsDoNotFit"],
      [{ matchStartTime: "25:00" }, "host.timeFormat"],
    ];
    for (const [extra, key] of cases) {
      const res = await t.call({ method: "POST", url, token: host.token, payload: subEventBody(extra) });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(key);
    }
    expect(
      (await t.call({ method: "POST", url, token: otherHost.token, payload: subEventBody() })).statusCode,
    ).toBe(403);
  });

  it("refuses to delete a sub-event with applications", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id });
    const sub = await createSubEvent(t.ctx, event.id);
    await createApplication(t.ctx, sub.id, otherHost.id);
    const res = await t.call({ method: "DELETE", url: `/api/host/subEvents/${sub.id}`, token: host.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("host.subEventHasApplications");
  });
});

describe("host form builder", () => {
  it("creates and replaces a participation form with every question type, readable through /api/forms/detail", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const sub = await createSubEvent(t.ctx, event.id);
    const url = `/api/host/subEvents/${sub.id}/forms/sellerPartiForm`;
    const content = [
      ...mandatory,
      question({ type: "long", explain: "why", explainCheck: "Y" }),
      question({ type: "url" }),
      question({ type: "single", radioContent: [{ id: "a", content: "A" }] }),
      question({ type: "many", checkBoxContent: [{ id: "a", content: "A" }], requireCheck: "Y" }),
      question({ type: "star" }),
      question({ type: "file", secretCheck: "Y" }),
      question({ type: "keyword", keywordContent: "AI" }),
      question({ type: "product" }),
      question({ type: "text", content: "Read me" }),
    ];
    const res = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: { title: "Seller form", content, additional: [question({ type: "short", title: "Extra" })] },
    });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(form.type).toBe("participation");
    expect(form.content.formIds).toHaveLength(11);
    expect(form.additional.formIds).toHaveLength(1);
    const subEvent = (
      await t.call({ method: "GET", url: `/api/subEvents/detail?id=${sub.id}`, token: host.token })
    ).json();
    expect(subEvent.sellerPartiForm).toBe(form.id);
    const read = await t.call({
      method: "GET",
      url: `/api/forms/detail?id=${form.id}&subEventId=${sub.id}`,
      token: host.token,
    });
    const types = read.json().content.formIds.map((id: string) => read.json().content.formData[id].type);
    expect(types).toEqual([
      "short",
      "category",
      "long",
      "url",
      "single",
      "many",
      "star",
      "file",
      "keyword",
      "product",
      "text",
    ]);
    // Reorder and drop one: ids are kept, the form stays the same.
    const [first, second, ...rest] = form.content.formIds as string[];
    const data = form.content.formData;
    const reordered = [data[second!], data[first!], ...rest.slice(0, 2).map((id) => data[id])];
    const again = await t.call({ method: "PUT", url, token: host.token, payload: { content: reordered } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(form.id);
    expect(again.json().content.formIds).toEqual([second, first, ...rest.slice(0, 2)]);
    expect(again.json().additional.formIds).toEqual([]);
  });

  it("keeps company name and category mandatory, and refuses changes after approval and to other hosts", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const sub = await createSubEvent(t.ctx, event.id);
    const url = `/api/host/subEvents/${sub.id}/forms/buyerPartiForm`;
    const missing = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: { content: [mandatory[0]] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("host.formMandatoryQuestion");
    const counsel = await t.call({
      method: "PUT",
      url: `/api/host/subEvents/${sub.id}/forms/sellerCounselForm`,
      token: host.token,
      payload: { content: [question({ type: "star" })] },
    });
    expect(counsel.statusCode).toBe(200);
    expect(counsel.json().type).toBe("counsel");
    const noChoices = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: { content: [...mandatory, question({ type: "single" })] },
    });
    expect(noChoices.json().message).toBe("host.questionChoices");
    // The mandatory category question is no exception: kept empty, no applicant could submit.
    const emptyCategory = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: { content: [mandatory[0], { ...mandatory[1], categoryContent: [] }] },
    });
    expect(emptyCategory.statusCode).toBe(400);
    expect(emptyCategory.json().message).toBe("host.questionChoices");
    expect((await t.call({ method: "PUT", url, payload: { content: mandatory } })).statusCode).toBe(401);
    expect(
      (await t.call({ method: "PUT", url, token: otherHost.token, payload: { content: mandatory } }))
        .statusCode,
    ).toBe(404);
    await setEvent(t.ctx, event.id, { approval: "approved" });
    const locked = await t.call({ method: "PUT", url, token: host.token, payload: { content: mandatory } });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe("host.formsLocked");
    expect(
      (await t.call({ method: "PUT", url, token: otherHost.token, payload: { content: mandatory } }))
        .statusCode,
    ).toBe(403);
    const [row] = await t.ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, sub.id));
    expect(row?.buyerPartiForm).toBeNull();
  });
});
