import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { MailWorker } from "../../jobs/mail-worker";
import { runMailingPass } from "../../jobs/mailings";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let admin: TestUser;
let lonely: TestUser; // an approved buyer without a confirmed meeting
let lonelyApp: number;
let foreignApp: number;
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: { to: string; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: Buffer.concat(chunks)
            .toString("utf8")
            .replace(/=\r?\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  t = await startTestApp({ SMTP_URL: smtpUrl, PUBLIC_URL: "https://bizmeet.test" });
  w = await workspaceWorld(t);
  admin = await createUser(t.ctx, { role: "ADMIN" });
  lonely = await createUser(t.ctx, { name: "Lonely Buyer", countryNumber: "1" });
  lonelyApp = (await createApplication(t.ctx, w.s1.id, lonely.id, { approval: "approval", type: "buyer" }))
    .id;
  const other = await createSubEvent(t.ctx, (await createEvent(t.ctx)).id);
  foreignApp = (await createApplication(t.ctx, other.id, (await createUser(t.ctx)).id)).id;
  // the seller and the buyer hold a confirmed meeting
  const startsAt = new Date("2026-12-01T01:00:00Z");
  const endsAt = new Date("2026-12-01T01:30:00Z");
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId: w.s1.id,
    startsAt,
    endsAt,
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "10:30",
  });
  await t.ctx.db.insert(s.meetings).values({
    subEventId: w.s1.id,
    applicantApplicationId: w.aS.id,
    acceptorApplicationId: w.aB.id,
    status: "agree",
    startsAt,
    endsAt,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const silent = { info: () => undefined, warn: () => undefined };
const drain = () =>
  new MailWorker({ db: t.ctx.db, smtpUrl, from: t.ctx.config.mailFrom, log: silent }).drain();
const base = () => `/api/host/subEvents/${w.s1.id}/mailings`;
const body = (extra: object = {}) => ({
  title: "Hall news",
  content: "<p>Hi</p>",
  groups: ["all"],
  ...extra,
});
const post = (url: string, actor: TestUser | undefined, payload: object) =>
  t.call({ method: "POST", url, token: actor?.token, payload });
const emails = (sample: { email: string }[]) => sample.map((r) => r.email).sort();

describe("who may mail", () => {
  it("refuses anonymous (401), participants, colleagues, outsiders and another event's host (403)", async () => {
    for (const url of [base(), `${base()}/preview`]) {
      expect((await post(url, undefined, body())).statusCode).toBe(401);
      for (const actor of [w.seller, w.colleague, w.buyer, w.waiter, w.outsider, w.otherHost]) {
        const res = await post(url, actor, body());
        expect(res.statusCode, `${url} ${actor.email}`).toBe(403);
      }
    }
    expect((await t.call({ method: "GET", url: base() })).statusCode).toBe(401);
    for (const actor of [w.seller, w.outsider, w.otherHost]) {
      expect((await t.call({ method: "GET", url: base(), token: actor.token })).statusCode).toBe(403);
    }
    expect(await t.ctx.db.select().from(s.mailings)).toEqual([]);
  });
});

describe("POST …/mailings/preview", () => {
  const preview = async (extra: object) => {
    const res = await post(`${base()}/preview`, w.host, body(extra));
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("counts each group's people: applicants and accepted colleagues, each once", async () => {
    const all = await preview({ groups: ["all"] });
    expect(all.recipients).toBe(4);
    expect(emails(all.sample)).toEqual([w.seller, w.colleague, w.buyer, lonely].map((u) => u.email).sort());
    expect(emails((await preview({ groups: ["sellers"] })).sample)).toEqual(
      [w.seller.email, w.colleague.email].sort(),
    );
    expect(emails((await preview({ groups: ["buyers"] })).sample)).toEqual(
      [w.buyer.email, lonely.email].sort(),
    );
    expect(emails((await preview({ groups: ["waiting"] })).sample)).toEqual([w.waiter.email]);
    expect(emails((await preview({ groups: ["noMeeting"] })).sample)).toEqual([lonely.email]);
    expect((await preview({ groups: ["all", "sellers", "noMeeting"] })).recipients).toBe(4);
    const chosen = await preview({ groups: [], applicationIds: [w.aR.id, lonelyApp] });
    expect(emails(chosen.sample)).toEqual([w.rejected.email, lonely.email].sort());
  });

  it("answers the content sanitised and the subject on one line", async () => {
    const p = await preview({
      title: "Line one\nline two",
      content:
        '<p onclick="alert(1)"><strong>Bold</strong></p><script>alert(1)</script><a href="javascript:x">x</a>',
    });
    expect(p.title).toBe("Line one line two");
    expect(p.content).toBe(
      '<p><strong>Bold</strong></p><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("refuses no audience, an application of another sub-event and an empty subject (400)", async () => {
    const none = await post(`${base()}/preview`, w.host, body({ groups: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("mailings.noRecipients");
    const foreign = await post(`${base()}/preview`, w.host, body({ applicationIds: [foreignApp] }));
    expect(foreign.json().message).toBe("mailings.unknownApplication");
    const untitled = await post(`${base()}/preview`, w.host, body({ title: " \n " }));
    expect(untitled.json().message).toBe("mailings.titleRequired");
  });
});

describe("sending", () => {
  let mailingId: number;

  it("fixes the recipients, queues them through the job, and the worker sends them by SMTP", async () => {
    const res = await post(base(), w.host, {
      title: "Seller briefing",
      content:
        "<h2>Briefing</h2><p><em>Room 3</em> at 9</p><img src=x onerror=alert(1)><script>alert(1)</script>",
      groups: ["sellers"],
    });
    expect(res.statusCode).toBe(200);
    mailingId = res.json().id;
    expect(res.json()).toMatchObject({
      total: 2,
      queued: 0,
      sent: 0,
      failed: 0,
      status: "queuing",
      groups: ["sellers"],
    });

    expect(await runMailingPass(t.ctx)).toBe(2);
    expect(await runMailingPass(t.ctx)).toBe(0);
    const progress = async () =>
      (await t.call({ method: "GET", url: `/api/host/mailings/${mailingId}`, token: w.host.token })).json();
    expect(await progress()).toMatchObject({ total: 2, queued: 2, sent: 0, status: "sending" });

    const before = inbox.length;
    expect(await drain()).toBe(2);
    expect(await progress()).toMatchObject({ total: 2, queued: 2, sent: 2, failed: 0, status: "done" });
    const mails = inbox.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([w.seller.email, w.colleague.email].sort());
    for (const m of mails) {
      expect(m.raw).toMatch(/^Subject: Seller briefing/m);
      expect(m.raw).toContain("<em>Room 3</em>");
      expect(m.raw).not.toMatch(/<script|onerror/i);
      expect(m.raw).toContain("https://bizmeet.test/subEvent/");
    }
  });

  it("files the mail in each recipient's mailbox, sanitised, readable by them only", async () => {
    for (const user of [w.seller, w.colleague]) {
      const list = await t.call({
        method: "GET",
        url: `/api/mails/toUserMails?subEventId=${w.s1.id}&searchWord=Seller%20briefing`,
        token: user.token,
      });
      const [mail] = list.json().content;
      expect(mail).toMatchObject({ title: "Seller briefing", code: "mailing", opened: "N" });
      const detail = (
        await t.call({ method: "GET", url: `/api/mails/detail?mailId=${mail.id}`, token: user.token })
      ).json();
      expect(detail.content).toBe('<h2>Briefing</h2><p><em>Room 3</em> at 9</p><img src="x" />');
      expect(detail.createdUserId).toBe(w.host.id);
    }
    const buyer = await t.call({
      method: "GET",
      url: `/api/mails/toUserMails?subEventId=${w.s1.id}&searchWord=Seller%20briefing`,
      token: w.buyer.token,
    });
    expect(buyer.json().totalElements).toBe(0);
  });

  it("lists the sub-event's mailings newest first to the host and administrators; others get 403 on one", async () => {
    const second = (await post(base(), admin, body({ title: "Second", groups: ["waiting"] }))).json();
    const list = (await t.call({ method: "GET", url: base(), token: w.host.token })).json();
    expect(list.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([second.id, mailingId]);
    expect(
      (await t.call({ method: "GET", url: `/api/host/mailings/${mailingId}`, token: w.otherHost.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: "GET", url: `/api/host/mailings/${mailingId}`, token: w.seller.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: "GET", url: "/api/host/mailings/99999999", token: w.host.token })).statusCode,
    ).toBe(404);
    await runMailingPass(t.ctx);
    await drain();
  });

  it("queues each recipient once when two passes run at the same time", async () => {
    const res = await post(base(), w.host, body({ title: "Race" }));
    const id = res.json().id;
    const [a, b] = await Promise.all([runMailingPass(t.ctx, 1), runMailingPass(t.ctx, 1)]);
    expect(a + b).toBe(4);
    const rows = await t.ctx.db
      .select()
      .from(s.mailingRecipients)
      .where(eq(s.mailingRecipients.mailingId, id));
    const outboxIds = rows.map((r) => r.outboxId);
    expect(new Set(outboxIds).size).toBe(4);
    const outbox = await t.ctx.db
      .select()
      .from(s.mailOutbox)
      .where(inArray(s.mailOutbox.id, outboxIds as number[]));
    expect(outbox.map((o) => o.toMail).sort()).toEqual(
      [w.seller, w.colleague, w.buyer, lonely].map((u) => u.email).sort(),
    );
    await drain();
  });
});

describe("mailing a notice", () => {
  it("sends a notice posted with sendMail to every approved participant, in their language, with its link", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${w.s1.id}/notices`,
      token: w.host.token,
      payload: { title: "Parking closed", content: "<p>Use <strong>gate 2</strong></p>", sendMail: true },
    });
    expect(res.statusCode).toBe(200);
    const { id: noticeId, mailingId } = res.json();
    expect(mailingId).toEqual(expect.any(Number));
    expect(await runMailingPass(t.ctx)).toBe(4);
    const before = inbox.length;
    expect(await drain()).toBe(4);
    const sent = inbox.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [w.seller, w.colleague, w.buyer, lonely].map((u) => u.email).sort(),
    );
    const link = `https://bizmeet.test/subEvent/${w.s1.id}/noticeList/${noticeId}`;
    expect(sent.find((m) => m.to === lonely.email)!.raw).toContain("Read the notice on Bizmeet");
    expect(sent.find((m) => m.to === w.buyer.email)!.raw).toContain(link);
    const list = await t.call({
      method: "GET",
      url: `/api/mails/toUserMails?subEventId=${w.s1.id}&searchWord=Parking`,
      token: lonely.token,
    });
    expect(list.json().content[0]).toMatchObject({ title: "Parking closed", code: "notice" });
    const mailing = (
      await t.call({ method: "GET", url: `/api/host/mailings/${mailingId}`, token: w.host.token })
    ).json();
    expect(mailing).toMatchObject({ noticeId, total: 4, sent: 4, status: "done" });
  });

  it("posts without mailing when sendMail is off", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${w.s1.id}/notices`,
      token: w.host.token,
      payload: { title: "Quiet one" },
    });
    expect(res.json().mailingId).toBeNull();
    expect(await runMailingPass(t.ctx)).toBe(0);
  });
});
