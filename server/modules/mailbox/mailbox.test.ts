import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMailContent, encodeMailContent } from "../../../shared/mail/content";
import { createEvent, createSubEvent, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { queueMail } from "../mail/mail.service";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let admin: TestUser;
let otherSubEvent: number;
let coded: number;
let html: number;
let buyersMail: number;

/** Files a mail in a user's mailbox (and the outbox) as the platform's own mails do. */
async function file(user: TestUser, subEventId: number, title: string, content: string, code = "") {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  await queueMail(t.ctx.db, {
    to: user.email,
    subject: title,
    text: title,
    mailbox: { toUserId: user.id, subEventId, code, content },
  });
  const res = await t.call({
    method: "GET",
    url: `/api/mails/toUserMails?subEventId=${subEventId}&searchWord=${encodeURIComponent(title)}`,
    token: user.token,
  });
  return res.json().content[0].id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  admin = await createUser(t.ctx, { role: "ADMIN" });
  otherSubEvent = (await createSubEvent(t.ctx, (await createEvent(t.ctx)).id)).id;
  for (let i = 1; i <= 10; i++) await file(w.seller, w.s1.id, `Old mail ${i}`, `<p>old ${i}</p>`);
  coded = await file(
    w.seller,
    w.s1.id,
    "[Bizmeet] Your application is approved",
    encodeMailContent("eventApplyApproved", "en", {
      userName: "Kim Seller",
      eventName: "Expo",
      subEventName: "Consulting",
      eventPeriod: "2026-12-01 ~ 2026-12-03",
      applicant: "Acme Robotics",
      link: "https://bizmeet.test/subEvent/1",
    }),
    "eventApplyApproved",
  );
  html = await file(
    w.seller,
    w.s1.id,
    "Hall map & parking",
    "<h2>Hall &amp; parking</h2><p><strong>Gate 3</strong> opens at 9.</p><script>alert(1)</script><p>Bring your card.</p>",
  );
  await file(w.seller, otherSubEvent, "Another sub-event", "<p>elsewhere</p>");
  buyersMail = await file(w.buyer, w.s1.id, "For the buyer", "<p>buyer only</p>");
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: "GET", url, token });
const opened = (token: string | undefined, payload: unknown) =>
  t.call({ method: "PUT", url: "/api/mails/opened", token, payload: payload as object });

describe("GET /api/mails/toUserMails", () => {
  const url = (query = "") => `/api/mails/toUserMails?subEventId=${w.s1.id}&page=0&size=10${query}`;

  it("refuses anonymous (401) and anyone asking for another user's mailbox (403), the host and administrators too", async () => {
    expect((await get(url())).statusCode).toBe(401);
    for (const actor of [w.buyer, w.colleague, w.outsider, w.host, w.otherHost, admin]) {
      const res = await get(url(`&userId=${w.seller.id}`), actor.token);
      expect(res.statusCode, actor.email).toBe(403);
    }
  });

  it("answers only the caller's own mails of that sub-event", async () => {
    const buyer = (await get(url(), w.buyer.token)).json();
    expect(buyer.content.map((m: { id: number }) => m.id)).toEqual([buyersMail]);
    for (const actor of [w.outsider, w.host, w.colleague]) {
      expect((await get(url(), actor.token)).json().totalElements, actor.email).toBe(0);
    }
  });

  it("pages the addressee's mails newest first, 10 a page, with the spec's paged shape", async () => {
    const res = await get(url(`&userId=${w.seller.id}`), w.seller.token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      totalElements: 12,
      totalPages: 2,
      size: 10,
      number: 0,
      first: true,
      last: false,
    });
    expect(page.content[0]).toMatchObject({
      id: html,
      title: "Hall map & parking",
      opened: "N",
      subEventId: w.s1.id,
    });
    expect(page.content[1].id).toBe(coded);
    const second = (await get(`/api/mails/toUserMails?subEventId=${w.s1.id}&page=1`, w.seller.token)).json();
    expect(second.content.map((m: { title: string }) => m.title)).toEqual(["Old mail 2", "Old mail 1"]);
  });

  it("shows coded content as stored and HTML as a plain-text preview", async () => {
    const [first, second] = (await get(url(), w.seller.token)).json().content;
    expect(first.content).toBe("Hall & parking Gate 3 opens at 9. Bring your card.");
    expect(decodeMailContent(second.content)).toMatchObject({
      code: "eventApplyApproved",
      language: "en",
      fields: { applicant: "Acme Robotics", eventPeriod: "2026-12-01 ~ 2026-12-03" },
    });
  });

  it("searches title and content, case-insensitively", async () => {
    const titles = async (word: string) =>
      (await get(url(`&searchWord=${encodeURIComponent(word)}`), w.seller.token))
        .json()
        .content.map((m: { title: string }) => m.title);
    expect(await titles("PARKING")).toEqual(["Hall map & parking"]);
    expect(await titles("acme robotics")).toEqual(["[Bizmeet] Your application is approved"]);
    expect(await titles("old 1<")).toEqual(["Old mail 1"]);
    expect(await titles("100%")).toEqual([]);
  });
});

describe("GET /api/mails/detail", () => {
  const detail = (id: number, token?: string) => get(`/api/mails/detail?mailId=${id}`, token);

  it("refuses anonymous (401) and everyone but the addressee (403): colleague, other participant, host, admin", async () => {
    expect((await detail(html)).statusCode).toBe(401);
    for (const actor of [w.buyer, w.colleague, w.outsider, w.waiter, w.host, w.otherHost, admin]) {
      const res = await detail(html, actor.token);
      expect(res.statusCode, actor.email).toBe(403);
      expect(res.json().message).toBe("common.noPermission");
    }
  });

  it("answers the mail entity's fields to the addressee, the HTML as stored", async () => {
    const res = await detail(html, w.seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: html,
      code: "",
      title: "Hall map & parking",
      content:
        "<h2>Hall &amp; parking</h2><p><strong>Gate 3</strong> opens at 9.</p><script>alert(1)</script><p>Bring your card.</p>",
      createdDate: expect.any(String),
      createdUserId: null,
      subEventId: w.s1.id,
      toMail: w.seller.email,
      opened: "N",
    });
  });

  it("answers 404 mailbox.notFound for a missing mail", async () => {
    const res = await detail(99_999_999, w.seller.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("mailbox.notFound");
  });
});

describe("PUT /api/mails/opened", () => {
  const state = async (id: number, user: TestUser) =>
    (await get(`/api/mails/detail?mailId=${id}`, user.token)).json().opened;

  it("refuses anonymous (401), another user's mail (403) and a list mixing one in (nothing changes)", async () => {
    expect((await opened(undefined, [{ mailId: coded, status: "Y" }])).statusCode).toBe(401);
    for (const actor of [w.buyer, w.colleague, w.host, admin]) {
      expect((await opened(actor.token, [{ mailId: coded, status: "Y" }])).statusCode, actor.email).toBe(403);
    }
    const mixed = await opened(w.buyer.token, [
      { mailId: buyersMail, status: "Y" },
      { mailId: coded, status: "Y" },
    ]);
    expect(mixed.statusCode).toBe(403);
    expect(await state(coded, w.seller)).toBe("N");
    expect(await state(buyersMail, w.buyer)).toBe("N");
    expect((await opened(w.seller.token, [{ mailId: 99_999_999, status: "Y" }])).statusCode).toBe(404);
    expect((await opened(w.seller.token, [])).statusCode).toBe(400);
  });

  it("turns N into Y for the addressee (once), and back to N on request", async () => {
    const first = await opened(w.seller.token, [{ mailId: coded, status: "Y" }]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ updated: 1 });
    expect(await state(coded, w.seller)).toBe("Y");
    expect((await opened(w.seller.token, [{ mailId: coded }])).json()).toEqual({ updated: 0 });
    const list = (await get(`/api/mails/toUserMails?subEventId=${w.s1.id}`, w.seller.token)).json();
    expect(list.content.find((m: { id: number }) => m.id === coded).opened).toBe("Y");
    expect((await opened(w.seller.token, [{ mailId: coded, status: "N" }])).json()).toEqual({ updated: 1 });
    expect(await state(coded, w.seller)).toBe("N");
  });
});

describe("mails the platform sends land in the mailbox", () => {
  it("approving the waiting applicant files a coded eventApplyApproved in their mailbox", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${w.s1.id}/applicants/decision`,
      token: w.host.token,
      payload: { applicationIds: [w.aW.id], decision: "approval" },
    });
    expect(res.statusCode).toBe(200);
    const list = (await get(`/api/mails/toUserMails?subEventId=${w.s1.id}`, w.waiter.token)).json();
    expect(list.totalElements).toBe(1);
    const [mail] = list.content;
    expect(mail).toMatchObject({ code: "eventApplyApproved", opened: "N" });
    expect(decodeMailContent(mail.content)).toMatchObject({
      code: "eventApplyApproved",
      language: "ko",
      fields: { subEventName: w.s1.name, link: expect.stringContaining(`/subEvent/${w.s1.id}`) },
    });
    const read = await get(`/api/mails/detail?mailId=${mail.id}`, w.waiter.token);
    expect(read.json()).toMatchObject({ createdUserId: w.host.id, toMail: w.waiter.email });
  });
});
