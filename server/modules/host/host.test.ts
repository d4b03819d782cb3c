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
let admin: TestUser;
let fileIds: number[];

async function insertFile(n: number) {
  const [row] = await t.ctx.db
    .insert(s.files)
    .values({
      fileName: `f${n}.png`,
      filePath: `/files/event/0/f${n}.png`,
      fileType: "image/png",
      fileSize: 10,
      folderPath: "event/0/",
      storageKey: `event/0/f${n}-${Math.random()}.png`,
    })
    .returning();
  return row!.id;
}

function eventBody(extra: Record<string, unknown> = {}) {
  return {
    name: "부산 수출상담회",
    nameEn: "Busan Export Fair",
    startDate: "2026-12-01",
    endDate: "2026-12-03",
    timeZone: "Asia/Seoul",
    countryCode: "KR",
    location: "BEXCO",
    locationDetail: "Hall 1",
    lat: 35.169,
    lng: 129.136,
    content: "<p>내용</p>",
    contentEn: "<p>About</p>",
    categories: ["B2B", "powerPlan"],
    homePage: "https://fair.example.com",
    showLogo: "N",
    hideFooterLinks: true,
    hideBuyerCard: true,
    mainImageFileId: fileIds[0],
    bannerImageFileId: fileIds[1],
    logoImageFileId: fileIds[2],
    attachmentIds: [fileIds[3], fileIds[4]],
    digitalMap: "https://map.example.com",
    managers: [{ name: "Kim", countryNumber: "82", phone: "01012345678", email: "kim@example.com" }],
    footerLinks: [
      { type: "WEB_PAGE", content: "Site", link: "https://fair.example.com", imgUrl: "", hide: "PUBLIC" },
      { type: "BLOG", content: "Blog", link: "https://blog.example.com", imgUrl: "", hide: "PRIVATE" },
    ],
    ...extra,
  };
}

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
  [host, otherHost, admin] = await Promise.all([
    createUser(t.ctx),
    createUser(t.ctx),
    createUser(t.ctx, { role: "ADMIN" }),
  ]);
  fileIds = [];
  for (let i = 0; i < 7; i++) fileIds.push(await insertFile(i));
});

afterAll(async () => {
  await t.close();
});

describe("host events", () => {
  it("lets any user create an event as its host, with every field, and read it back", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/host/events",
      token: host.token,
      payload: eventBody(),
    });
    expect(res.statusCode).toBe(200);
    const event = res.json();
    expect(event).toMatchObject({
      name: "부산 수출상담회",
      approval: "draft",
      hostUserId: host.id,
      categories: "B2B,powerPlan",
      location: "BEXCO",
      lat: 35.169,
      showLogo: "N",
      hideFooterLinks: true,
      hideBuyerCard: true,
      atchFile1: fileIds[3],
      atchFile3: -1,
      placeAndPeriodLocked: false,
      formsLocked: false,
    });
    expect(event.mainImageFile.id).toBe(fileIds[0]);
    expect(event.attachments).toHaveLength(2);
    expect(event.managers).toEqual([
      { name: "Kim", countryNumber: "82", phone: "01012345678", email: "kim@example.com" },
    ]);
    expect(event.footerLinks.map((f: { hide: string }) => f.hide)).toEqual(["PUBLIC", "PRIVATE"]);
    const detail = await t.call({
      method: "GET",
      url: `/api/events/detail?id=${event.id}`,
      token: host.token,
    });
    expect(detail.json().homePage).toBe("https://fair.example.com");
    const list = await t.call({ method: "GET", url: "/api/host/events", token: host.token });
    expect(list.json().content.map((e: { id: number }) => e.id)).toContain(event.id);
    const others = await t.call({ method: "GET", url: "/api/host/events", token: otherHost.token });
    expect(others.json().content.map((e: { id: number }) => e.id)).not.toContain(event.id);
  });

  it("refuses bad input with its key", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ managers: [] }, "host.managersCount"],
      [{ attachmentIds: fileIds.slice(0, 6) }, "host.attachmentsMax"],
      [{ endDate: "2026-11-01" }, "host.periodOrder"],
      [{ categories: ["space"] }, "host.category"],
      [{ name: " " }, "host.nameRequired"],
      [{ mainImageFileId: 99999999 }, "host.fileNotFound"],
      [{ timeZone: "Mars/Base" }, "host.timeZone"],
    ];
    for (const [extra, key] of cases) {
      const res = await t.call({
        method: "POST",
        url: "/api/host/events",
        token: host.token,
        payload: eventBody(extra),
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(key);
    }
  });

  it("refuses anonymous callers, other hosts and participants; admins may manage", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const url = `/api/host/events/${event.id}`;
    expect((await t.call({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.call({ method: "POST", url: "/api/host/events", payload: eventBody() })).statusCode).toBe(
      401,
    );
    expect((await t.call({ method: "GET", url, token: otherHost.token })).statusCode).toBe(404);
    const approved = await createEvent(t.ctx, { hostUserId: host.id });
    const sub = await createSubEvent(t.ctx, approved.id);
    const participant = await createUser(t.ctx);
    await createApplication(t.ctx, sub.id, participant.id, { approval: "approval" });
    for (const actor of [otherHost, participant]) {
      const res = await t.call({
        method: "PUT",
        url: `/api/host/events/${approved.id}`,
        token: actor.token,
        payload: eventBody(),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call({ method: "GET", url, token: admin.token })).statusCode).toBe(200);
  });

  it("requests approval from draft or rejected only", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const url = `/api/host/events/${event.id}/approval-request`;
    expect((await t.call({ method: "POST", url, token: otherHost.token })).statusCode).toBe(404);
    const res = await t.call({ method: "POST", url, token: host.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().approval).toBe("requested");
    const again = await t.call({ method: "POST", url, token: host.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("host.cannotRequestApproval");
    await setEvent(t.ctx, event.id, { approval: "rejected", approvalReason: "x" });
    expect((await t.call({ method: "POST", url, token: host.token })).statusCode).toBe(200);
  });

  it("locks place and period after approval while other fields stay editable", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/host/events",
      token: host.token,
      payload: eventBody(),
    });
    const id = created.json().id;
    await setEvent(t.ctx, id, { approval: "approved" });
    const url = `/api/host/events/${id}`;
    for (const change of [
      { location: "COEX" },
      { locationDetail: "Hall 2" },
      { lat: 1, lng: 1 },
      { startDate: "2026-11-30" },
      { endDate: "2026-12-04" },
    ]) {
      const res = await t.call({ method: "PUT", url, token: host.token, payload: eventBody(change) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("host.placePeriodLocked");
    }
    const ok = await t.call({
      method: "PUT",
      url,
      token: host.token,
      payload: eventBody({ name: "새 이름" }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: "새 이름", placeAndPeriodLocked: true, formsLocked: true });
  });
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
