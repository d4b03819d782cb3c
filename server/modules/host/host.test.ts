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
      visibility: "public",
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
    const asAdmin = await t.call({ method: "GET", url: "/api/host/events", token: admin.token });
    expect(asAdmin.json().content.map((e: { id: number }) => e.id)).toContain(event.id);
    expect((await t.call({ method: "GET", url: "/api/host/events" })).statusCode).toBe(401);
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

describe("stored links are links", () => {
  it("refuses javascript: and other schemes in the home page and footer links (400), and prepends http://", async () => {
    const post = (extra: Record<string, unknown>) =>
      t.call({ method: "POST", url: "/api/host/events", token: host.token, payload: eventBody(extra) });
    const bad = [
      { homePage: "javascript:window.x=1" },
      { homePage: "data:text/html,<script>1</script>" },
      {
        footerLinks: [
          { type: "WEB_PAGE", content: "x", link: "javascript:window.x=1", imgUrl: "", hide: "PUBLIC" },
        ],
      },
      {
        footerLinks: [
          { type: "WEB_PAGE", content: "x", link: "", imgUrl: "javascript:alert(1)", hide: "PUBLIC" },
        ],
      },
    ];
    for (const extra of bad) {
      const res = await post(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe("validation.link");
    }
    const ok = await post({
      homePage: "fair.example.com",
      footerLinks: [
        {
          type: "EMAIL_INQUIRY",
          content: "Mail",
          link: "mailto:info@fair.example.com",
          imgUrl: "",
          hide: "PUBLIC",
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().homePage).toBe("http://fair.example.com");
  });
});
