import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

/**
 * Counsel notes' answers (checklist 9.3, 9.8): every answer type saves and reads back, a cancelled meeting is no
 * counsel item, and a file answer cannot name someone else's private file (which would make it readable here).
 */
let t: TestApp;
let w: WorkspaceWorld;
let formId: number;
let meetingId: number;
let cancelledId: number;
const q: Record<string, string> = {};
const TYPES = ["long", "short", "single", "many", "star", "file", "url"] as const;

async function upload(token: string) {
  const res = await postFile(t, token, {
    purpose: "private",
    name: "notes.pdf",
    type: "application/pdf",
    folderPath: `event/${w.event.id}/`,
    content: "%PDF-1.4 notes",
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

async function meeting(hoursAgo: number, status: "agree" | "cancel") {
  const startsAt = new Date(t.clock.now.getTime() - hoursAgo * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId: w.s1.id,
    startsAt,
    endsAt,
    date: startsAt.toISOString().slice(0, 10),
    startTime: `${String(startsAt.getUTCHours()).padStart(2, "0")}:00`,
    endTime: `${String(startsAt.getUTCHours()).padStart(2, "0")}:30`,
  });
  const [m] = await t.ctx.db
    .insert(s.meetings)
    .values({
      subEventId: w.s1.id,
      applicantApplicationId: w.aS.id,
      acceptorApplicationId: w.aB.id,
      status: "agree",
      startsAt,
      endsAt,
    })
    .returning();
  if (status === "cancel") await t.ctx.db.update(s.meetings).set({ status }).where(eq(s.meetings.id, m!.id));
  return m!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  const [f] = await t.ctx.db
    .insert(s.forms)
    .values({ subEventId: w.s1.id, type: "participation", title: "Seller counsel" })
    .returning();
  formId = f!.id;
  for (const [position, type] of TYPES.entries()) {
    const [row] = await t.ctx.db
      .insert(s.formQuestions)
      .values({ formId, position, type, title: `${type} question` })
      .returning();
    q[type] = row!.id;
  }
  await t.ctx.db.update(s.subEvents).set({ sellerCounselForm: formId }).where(eq(s.subEvents.id, w.s1.id));
  cancelledId = await meeting(5, "cancel");
  meetingId = await meeting(3, "agree");
});
afterAll(() => t.close());

const save = (token: string, answers: { type: string; content: string; answerUuid?: string }[]) =>
  t.call({
    method: "POST",
    url: "/api/meetingSurveys/surveys",
    token,
    payload: {
      meetingId,
      applicationId: w.aS.id,
      meetingSurveys: answers.map((a) => ({ uuid: q[a.type], formId, title: "", ...a })),
    },
  });

describe("counsel answers", () => {
  it("lists only agreed meetings that ended, not a cancelled one", async () => {
    const list = await t.call({
      method: "GET",
      url: `/api/meetings/meetingSurveyList?applicationId=${w.aS.id}`,
      token: w.seller.token,
    });
    const ids = list.json().map((r: { meetingId: number }) => r.meetingId);
    expect(ids).toEqual([meetingId]);
    expect(ids).not.toContain(cancelledId);
  });

  it("refuses a file answer naming another user's private file, and the file stays unreadable", async () => {
    const buyersFile = await upload(w.buyer.token);
    const res = await save(w.seller.token, [{ type: "file", content: String(buyersFile) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("file.notFound");
    const read = await t.call({
      method: "GET",
      url: `/api/fileS3/getFile?id=${buyersFile}`,
      token: w.seller.token,
    });
    expect(read.statusCode).toBe(404);
  });

  it("saves every answer type and reads each back as written", async () => {
    const own = await upload(w.seller.token);
    const answers = [
      { type: "long", content: "Line one\nLine two" },
      { type: "short", content: "Follow up" },
      { type: "single", content: "Interested", answerUuid: "opt-1" },
      { type: "many", content: "Price,Samples", answerUuid: "opt-2,opt-3" },
      { type: "star", content: "4" },
      { type: "file", content: String(own) },
      { type: "url", content: "https://example.com/deck" },
    ];
    const saved = await save(w.seller.token, answers);
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await t.call({
      method: "GET",
      url: `/api/meetingSurveys?meetingId=${meetingId}&applicationId=${w.aS.id}`,
      token: w.seller.token,
    });
    for (const a of answers) {
      expect(back.json().answers).toContainEqual(
        expect.objectContaining({
          uuid: q[a.type],
          type: a.type,
          content: a.content,
          answerUuid: a.answerUuid ?? "",
        }),
      );
    }
    // the colleague saves again with the seller's file kept, and may read the file through the note
    const again = await save(w.colleague.token, answers);
    expect(again.statusCode, again.body).toBe(200);
    const read = await t.call({
      method: "GET",
      url: `/api/fileS3/getFile?id=${own}`,
      token: w.colleague.token,
    });
    expect(read.statusCode).toBe(200);
  });
});
