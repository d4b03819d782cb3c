import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { MailWorker } from "../../jobs/mail-worker";
import { createUser, PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { invitationIcs } from "../meetings/meetings.ics";
import { readIcs } from "../meetings/meetings.ics.testing";
import { queueMail } from "./mail.service";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const silent = { info: () => undefined, warn: () => undefined };
let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as { port: number };
  smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await startTestApp({ SMTP_URL: smtpUrl, PUBLIC_URL: "https://bizmeet.test" });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function worker(options: { smtpUrl?: string; now?: () => Date } = { smtpUrl }) {
  return new MailWorker({ db: t.ctx.db, from: t.ctx.config.mailFrom, log: silent, ...options });
}

/** The reset code of the link in a raw message (quoted-printable soft breaks undone). */
function resetCode(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "");
  const match = /https:\/\/bizmeet\.test\/auth\/changePwd\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, "reset link in the mail").not.toBeNull();
  return match![1]!;
}

async function outbox() {
  return t.ctx.db.select().from(s.mailOutbox).orderBy(s.mailOutbox.id);
}

/** Asks for a reset mail, sends it through the real SMTP server and answers the code in it. */
async function requestCode(email: string): Promise<string> {
  const before = inbox.length;
  const res = await t.call({ method: "POST", url: "/api/users/postPwdCode", payload: { email } });
  expect(res.statusCode).toBe(200);
  expect(await worker().drain()).toBe(1);
  expect(inbox).toHaveLength(before + 1);
  return resetCode(inbox.at(-1)!.raw);
}

const login = (email: string, password: string) =>
  t.call({ method: "POST", url: "/api/users/login", payload: { email, password } });

describe("password reset through a real SMTP server", () => {
  it("mails a link whose code resolves to the address and sets a new password once", async () => {
    const user = await createUser(t.ctx, { name: "Reset Kim" });
    const res = await t.call({
      method: "POST",
      url: "/api/users/postPwdCode",
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(inbox).toHaveLength(0);

    expect(await worker().drain()).toBe(1);
    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@bizmeet.local");
    expect(mail.raw).toMatch(/^Subject: .+/m);
    const code = resetCode(mail.raw);
    const [row] = await outbox();
    expect(row).toMatchObject({ toMail: user.email, status: "sent", attempts: 1, lastError: "" });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const found = await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${code}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ email: user.email });

    const changed = await t.call({
      method: "PUT",
      url: "/api/users/changePwd",
      payload: { code, password: "brandnew12" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(user.email, "brandnew12")).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(403);
    // Sessions from before the reset are signed out.
    expect(
      (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).statusCode,
    ).toBe(401);

    const again = await t.call({
      method: "PUT",
      url: "/api/users/changePwd",
      payload: { code, password: "another12" },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      detail: "This link could not be found. It may have been used already or expired.",
      message: "changePassword.couldNotFound",
    });
    const lookup = await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${code}` });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().message).toBe("changePassword.couldNotFound");
    expect((await login(user.email, "another12")).statusCode).toBe(403);
  });

  it("writes the mail in the caller's language", async () => {
    const user = await createUser(t.ctx, { name: "Lang Lee" });
    const before = inbox.length;
    await t.call({
      method: "POST",
      url: "/api/users/postPwdCode",
      lang: "en",
      payload: { email: user.email },
    });
    await worker().drain();
    const raw = inbox[before]!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain("Hello Lang Lee");
    expect(raw).toContain("valid for 30 minutes");
  });

  it("answers 200 for an unknown address and queues no mail", async () => {
    const rows = (await outbox()).length;
    const res = await t.call({
      method: "POST",
      url: "/api/users/postPwdCode",
      payload: { email: "nobody-here@example.com" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await outbox()).toHaveLength(rows);
    expect(await worker().drain()).toBe(0);
  });

  it("refuses an invalid address with 400", async () => {
    const res = await t.call({ method: "POST", url: "/api/users/postPwdCode", payload: { email: "a@b.c" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("businessCardValidation.emailValid");
  });

  it("keeps a code usable for 30 minutes, not longer", async () => {
    const user = await createUser(t.ctx);
    const code = await requestCode(user.email);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 29 * 60_000);
      expect(
        (await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${code}` })).statusCode,
      ).toBe(200);
      t.clock.now = new Date(start.getTime() + 31 * 60_000);
      const expired = await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${code}` });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe("changePassword.couldNotFound");
      const change = await t.call({
        method: "PUT",
        url: "/api/users/changePwd",
        payload: { code, password: "late12345" },
      });
      expect(change.statusCode).toBe(404);
      expect(change.json().message).toBe("changePassword.couldNotFound");
    } finally {
      t.clock.now = new Date();
    }
    expect((await login(user.email, "late12345")).statusCode).toBe(403);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers 404 for a bogus code, and 400 for a weak new password without using the code", async () => {
    const bogus = await t.call({ method: "GET", url: "/api/users/findEmailByCode?code=bogus" });
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json().message).toBe("changePassword.couldNotFound");
    const change = await t.call({
      method: "PUT",
      url: "/api/users/changePwd",
      payload: { code: "bogus", password: "abcdefg1" },
    });
    expect(change.statusCode).toBe(404);

    const user = await createUser(t.ctx);
    const code = await requestCode(user.email);
    const weak = await t.call({
      method: "PUT",
      url: "/api/users/changePwd",
      payload: { code, password: "short" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("validation.passwordRule");
    expect((await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${code}` })).statusCode).toBe(
      200,
    );
  });
});

describe("mail worker", () => {
  it("retries with back-off while SMTP is down, then sends", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const user = await createUser(t.ctx);
    await t.call({ method: "POST", url: "/api/users/postPwdCode", payload: { email: user.email } });
    const [queued] = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, user.email));
    const before = inbox.length;

    const down = worker({ smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    const started = Date.now();
    expect(await down.drain()).toBe(1);
    const [failed] = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.id, queued!.id));
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).not.toBe("");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 29_000);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(queued!.nextAttemptAt.getTime());
    // Not due yet: a second pass leaves it alone.
    expect(await down.drain()).toBe(0);
    expect(inbox).toHaveLength(before);

    const later = worker({ smtpUrl, now: () => new Date(Date.now() + 60_000) });
    expect(await later.drain()).toBe(1);
    const [sent] = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: "" });
    expect(inbox).toHaveLength(before + 1);
    expect(inbox.at(-1)!.to).toEqual([user.email]);
  });

  it("sends a queued invitation as a text/calendar part with its METHOD", async () => {
    const ics = invitationIcs("CANCEL", {
      meetingId: 77,
      startsAt: new Date("2026-12-01T21:00:00Z"),
      endsAt: new Date("2026-12-01T21:30:00Z"),
      timeZone: "Pacific/Auckland",
      sequence: 3,
      summary: "Meeting: Acme × Global",
      description: "On site",
      location: "Booth 7",
      url: null,
      organizer: { name: "Bizmeet", email: "no-reply@bizmeet.local" },
      attendees: [{ name: "Kim", email: "kim@example.com" }],
      cancelled: true,
      stamp: new Date("2026-11-23T00:00:00Z"),
    });
    await queueMail(t.ctx.db, {
      to: "kim@example.com",
      subject: "Meeting cancelled",
      text: "The meeting was cancelled.",
      ical: { method: "CANCEL", content: ics },
    });
    const before = inbox.length;
    expect(await worker().drain()).toBe(1);
    expect(inbox).toHaveLength(before + 1);
    const raw = inbox.at(-1)!.raw;
    const part =
      /Content-Type: text\/calendar; charset=utf-8; method=CANCEL\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(
        raw,
      );
    expect(part, "text/calendar part").not.toBeNull();
    const headers = part![1]!;
    const encoded = part![2]!;
    const body = /base64/i.test(headers)
      ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
      : /quoted-printable/i.test(headers)
        ? Buffer.from(
            encoded
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : encoded;
    const read = readIcs(body);
    expect(read.method).toBe("CANCEL");
    expect(read.events[0]).toMatchObject({
      uid: "meeting-77@bizmeet",
      sequence: 3,
      tzid: "Pacific/Auckland",
    });
    expect(read.events[0]!.startWall).toBe("2026-12-02T10:00");
  });

  it("marks a mail logged when no SMTP_URL is configured", async () => {
    const user = await createUser(t.ctx);
    const before = inbox.length;
    await t.call({ method: "POST", url: "/api/users/postPwdCode", payload: { email: user.email } });
    const logged: object[] = [];
    const noSmtp = new MailWorker({
      db: t.ctx.db,
      from: t.ctx.config.mailFrom,
      log: { info: (obj) => logged.push(obj), warn: () => undefined },
    });
    expect(await noSmtp.drain()).toBe(1);
    const [row] = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, user.email));
    expect(row).toMatchObject({ status: "logged", attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(inbox).toHaveLength(before);
    expect(logged).toContainEqual(expect.objectContaining({ to: user.email }));
  });
});

describe("reset mail limits", () => {
  const ask = (email: string, remoteAddress: string) =>
    t.call({ method: "POST", url: "/api/users/postPwdCode", remoteAddress, payload: { email } });

  it("sends at most 3 an hour for one address, and refuses a 4th the same way whether or not it has an account", async () => {
    const user = await createUser(t.ctx, { name: "Throttle Park" });
    const queued = (await outbox()).length;
    for (let i = 0; i < 3; i++) expect((await ask(user.email, "198.51.100.20")).statusCode).toBe(200);
    const known = await ask(user.email, "198.51.100.21");
    for (let i = 0; i < 3; i++)
      expect((await ask("nobody-else@example.com", "198.51.100.22")).statusCode).toBe(200);
    const unknown = await ask("nobody-else@example.com", "198.51.100.23");
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe("findUser.tooManyResets");
    expect((await outbox()).length - queued).toBe(3);
    // an hour later the address may ask again
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    expect((await ask(user.email, "198.51.100.24")).statusCode).toBe(200);
  });

  it("sends at most 10 an hour from one client, whatever addresses it types", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await ask(`spray${i}@example.com`, "198.51.100.30")).statusCode);
    expect(answers).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
