import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

/**
 * The applications tests' world: an event of `host` with a consulting sub-event S (seller window open,
 * buyer window closed; a seller form with most question types, one secret) and a registration
 * sub-event R with on-site registration; an approved buyer (`peer`), a waiting buyer (`waiter`).
 */
export interface Fixture {
  t: TestApp;
  S: number;
  R: number;
  host: TestUser;
  otherHost: TestUser;
  seller: TestUser;
  peer: TestUser;
  waiter: TestUser;
  colleague: TestUser;
  stranger: TestUser;
  /** Question ids by title. */
  q: Record<string, string>;
  fileId: number;
}

function day(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(d);
}

export async function startFixture(): Promise<Fixture> {
  const q: Record<string, string> = {};
  const t = await startTestApp();
  const host = await createUser(t.ctx);
  const otherHost = await createUser(t.ctx);
  const event = await createEvent(t.ctx, { hostUserId: host.id });
  await createEvent(t.ctx, { hostUserId: otherHost.id });
  const windows = {
    subEventStartDate: day(0),
    subEventEndDate: day(3),
    sellRegStartDate: day(-3),
    sellRegEndDate: day(2),
    buyRegStartDate: day(-10),
    buyRegEndDate: day(-1),
    regStartDate: day(-3),
    regEndDate: day(3),
  };
  const S = (await createSubEvent(t.ctx, event.id, { ...windows, category: "consulting" })).id;
  const R = (
    await createSubEvent(t.ctx, event.id, { ...windows, category: "registration", onSiteRegit: "Y" })
  ).id;
  const [form] = await t.ctx.db.insert(s.forms).values({ subEventId: S, type: "participation" }).returning();
  const questions = await t.ctx.db
    .insert(s.formQuestions)
    .values([
      {
        formId: form!.id,
        position: 0,
        type: "short",
        title: "Company",
        requireCheck: "Y",
        defaultId: "companyName",
      },
      {
        formId: form!.id,
        position: 1,
        type: "category",
        title: "Industry",
        requireCheck: "Y",
        defaultId: "category",
        options: { categoryContent: [{ id: "IT", content: "IT" }] },
      },
      { formId: form!.id, position: 2, type: "keyword", title: "Keywords" },
      { formId: form!.id, position: 3, type: "url", title: "Website" },
      { formId: form!.id, position: 4, type: "single", title: "Mode", requireCheck: "Y" },
      { formId: form!.id, position: 5, type: "product", title: "Product", requireCheck: "Y" },
      { formId: form!.id, position: 6, type: "text", title: "Notice" },
      { formId: form!.id, position: 0, part: "additional", type: "long", title: "Budget", secretCheck: "Y" },
    ])
    .returning();
  for (const row of questions) q[row.title] = row.id;
  await t.ctx.db.update(s.subEvents).set({ sellerPartiForm: form!.id }).where(eq(s.subEvents.id, S));
  const [reg] = await t.ctx.db.insert(s.forms).values({ subEventId: R, type: "registration" }).returning();
  const [regQ] = await t.ctx.db
    .insert(s.formQuestions)
    .values({ formId: reg!.id, position: 0, type: "short", title: "Purpose", requireCheck: "Y" })
    .returning();
  q.Purpose = regQ!.id;
  await t.ctx.db.update(s.subEvents).set({ registerForm: reg!.id }).where(eq(s.subEvents.id, R));
  await t.ctx.db.insert(s.keywords).values({ subEventId: S, title: "robotics" });
  const seller = await createUser(t.ctx);
  const peer = await createUser(t.ctx);
  const waiter = await createUser(t.ctx);
  const colleague = await createUser(t.ctx);
  const stranger = await createUser(t.ctx);
  await createApplication(t.ctx, S, peer.id, { type: "buyer", approval: "approval" });
  await createApplication(t.ctx, S, waiter.id, { type: "buyer", approval: "waiting" });
  const [file] = await t.ctx.db
    .insert(s.files)
    .values({
      fileName: "p.png",
      filePath: "/files/event/0/p.png",
      fileType: "image/png",
      fileSize: 10,
      folderPath: "event/0/",
      storageKey: `k-${Date.now()}`,
      // public, so any applicant of these tests may name it (private files: files.test.ts)
      visibility: "public",
    })
    .returning();
  const fileId = file!.id;
  return { t, S, R, host, otherHost, seller, peer, waiter, colleague, stranger, q, fileId };
}

export const card = {
  company: "Acme",
  name: "Kim",
  email: "kim@acme.io",
  phoneNumber: "01012345678",
};

/** Complete answers to S's seller form; `overrides` replace answers by question title. */
export function answersFor(f: Fixture, overrides: Record<string, object> = {}) {
  const base: Record<string, object> = {
    Company: { content: "" },
    Industry: { answerUuid: "IT", content: "IT" },
    Keywords: { content: "AI, robotics" },
    Website: { content: "acme.io" },
    Mode: { answerUuid: "on", content: "Online" },
    Product: {
      productName: "Arm",
      productExplain: "A robot arm",
      productImg: f.fileId,
      productLink: "acme.io/arm",
    },
    Budget: { content: "1M USD" },
  };
  return Object.entries({ ...base, ...overrides }).map(([title, a]) => ({ uuid: f.q[title]!, ...a }));
}
