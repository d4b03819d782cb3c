import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { cleanUnattached } from "../files/files.service";
import { insertMeeting } from "../meetings/meetings.fixture";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

/**
 * Versions of counsel notes (issue 19, part 6): every save is kept with who saved it and in which role, so an
 * interpreter's empty save loses nothing; the note's owners may restore an earlier version, nobody else may.
 */
let t: TestApp;
let w: WorkspaceWorld;
let interpreter: TestUser; // assigned to the meeting
let otherInterpreter: TestUser; // assigned to another meeting of the same seller
let formId: number;
let textQ: string;
let fileQ: string;
let meetingId: number;
let otherMeetingId: number;

/** An agreed meeting that started `hoursAgo` hours ago, as its row. */
async function agreedMeeting(hoursAgo: number, a: number, b: number) {
  const id = await insertMeeting(t, w.s1.id, new Date(t.clock.now.getTime() - hoursAgo * 3_600_000), a, b);
  const [m] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, id));
  return m!;
}

async function assignInterpreter(meeting: { id: number; startsAt: Date; endsAt: Date }, userId: number) {
  await t.ctx.db.insert(s.interpreterAssignments).values({
    meetingId: meeting.id,
    subEventId: w.s1.id,
    userId,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  const [f] = await t.ctx.db
    .insert(s.forms)
    .values({ subEventId: w.s1.id, type: "participation", title: "Counsel" })
    .returning();
  formId = f!.id;
  const [text, file] = await t.ctx.db
    .insert(s.formQuestions)
    .values([
      { formId, position: 0, type: "long", title: "Outcome" },
      { formId, position: 1, type: "file", title: "Minutes" },
    ])
    .returning();
  textQ = text!.id;
  fileQ = file!.id;
  await t.ctx.db
    .update(s.subEvents)
    .set({ sellerCounselForm: formId, buyerCounselForm: formId })
    .where(eq(s.subEvents.id, w.s1.id));
  interpreter = await createUser(t.ctx, { name: "Grace Interpreter" });
  otherInterpreter = await createUser(t.ctx, { name: "Ivan Interpreter" });
  const buyer2 = await createUser(t.ctx);
  const aX = await createApplication(t.ctx, w.s1.id, buyer2.id, { approval: "approval", type: "buyer" });
  const meeting = await agreedMeeting(3, w.aS.id, w.aB.id);
  const other = await agreedMeeting(5, w.aS.id, aX.id);
  meetingId = meeting.id;
  otherMeetingId = other.id;
  await assignInterpreter(meeting, interpreter.id);
  await assignInterpreter(other, otherInterpreter.id);
});
afterAll(() => t.close());

type Answer = { type: "long" | "file"; content: string };
const body = (answers: Answer[], note = { meetingId, applicationId: w.aS.id }) => ({
  ...note,
  meetingSurveys: answers.map((a) => ({ uuid: a.type === "long" ? textQ : fileQ, formId, title: "", ...a })),
});
const save = (token: string, answers: Answer[], note?: { meetingId: number; applicationId: number }) =>
  t.call({ method: "POST", url: "/api/meetingSurveys/surveys", token, payload: body(answers, note) });
const versionsUrl = (note = { meetingId, applicationId: w.aS.id }, extra = "") =>
  `/api/meetingSurveys/versions?meetingId=${note.meetingId}&applicationId=${note.applicationId}${extra}`;
const versions = (token?: string, note?: { meetingId: number; applicationId: number }, extra?: string) =>
  t.call({ method: "GET", url: versionsUrl(note, extra), token });
const restore = (token: string | undefined, version: number, note = { meetingId, applicationId: w.aS.id }) =>
  t.call({ method: "POST", url: "/api/meetingSurveys/restore", token, payload: { ...note, version } });
const current = async (note = { meetingId, applicationId: w.aS.id }) =>
  (
    await t.call({
      method: "GET",
      url: `/api/meetingSurveys?meetingId=${note.meetingId}&applicationId=${note.applicationId}`,
      token: w.host.token,
    })
  ).json().answers as { uuid: string; content: string }[];
const numbers = (res: { json(): { content: { version: number }[] } }) =>
  res.json().content.map((v) => v.version);

describe("refused: the versions of a note", () => {
  it("are read by nobody outside the note: anonymous, a stranger, the other side, another event's host, another meeting's interpreter", async () => {
    expect((await save(w.seller.token, [{ type: "long", content: "First words" }])).statusCode).toBe(200);
    expect((await versions()).statusCode).toBe(401);
    for (const actor of [w.outsider, w.buyer, w.otherHost, otherInterpreter, w.waiter]) {
      const res = await versions(actor.token);
      expect(res.statusCode, `actor ${actor.email}`).toBe(404);
      expect(res.json().message).toBe("meetings.error.notFound");
    }
  });

  it("are restored by nobody but the note's owners: not anonymous, a stranger, the other side, another event's host, another meeting's interpreter, the meeting's interpreter or the host", async () => {
    expect((await save(w.seller.token, [{ type: "long", content: "Second words" }])).statusCode).toBe(200);
    expect((await restore(undefined, 1)).statusCode).toBe(401);
    for (const actor of [w.outsider, w.buyer, w.otherHost, otherInterpreter, interpreter, w.host]) {
      const res = await restore(actor.token, 1);
      expect(res.statusCode, `actor ${actor.email}`).toBe(404);
      expect(res.json().message).toBe("meetings.error.notFound");
    }
    expect(await current()).toMatchObject([{ content: "Second words" }]);
    expect(numbers(await versions(w.seller.token))).toEqual([2, 1]);
  });

  it("refuses a version the note does not have", async () => {
    const res = await restore(w.seller.token, 99);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("survey.versionNotFound");
  });
});

describe("versions of a note", () => {
  it("keep the participant's text when the interpreter saves an empty note; the owner restores it", async () => {
    expect((await save(interpreter.token, [])).statusCode).toBe(200);
    expect(await current()).toEqual([]);

    const list = await versions(w.seller.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ canRestore: true, totalElements: 3, timeZone: "Asia/Seoul" });
    const [emptied, written] = list.json().content;
    expect(emptied).toMatchObject({
      version: 3,
      savedBy: "Grace Interpreter",
      role: "interpreter",
      answers: [],
    });
    expect(written).toMatchObject({
      version: 2,
      savedBy: "Kim Seller",
      role: "participant",
      restoredFrom: null,
      answers: [{ uuid: textQ, type: "long", content: "Second words" }],
    });

    // the interpreter and the host read the history but are not offered the restore
    for (const actor of [interpreter, w.host]) {
      const res = await versions(actor.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ canRestore: false, totalElements: 3 });
    }

    const restored = await restore(w.seller.token, 2);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject([{ uuid: textQ, content: "Second words" }]);
    expect(await current()).toMatchObject([{ content: "Second words" }]);
    expect((await versions(w.seller.token)).json().content[0]).toMatchObject({
      version: 4,
      savedBy: "Kim Seller",
      role: "participant",
      restoredFrom: 2,
    });
  });

  it("lets an accepted colleague restore, and a restore is itself undone by restoring the version before it", async () => {
    const undo = await restore(w.colleague.token, 3);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await current()).toEqual([]);
    expect(await restore(w.colleague.token, 4)).toHaveProperty("statusCode", 200);
    expect(await current()).toMatchObject([{ content: "Second words" }]);
    const list = (await versions(w.colleague.token)).json();
    expect(list.content.slice(0, 2)).toMatchObject([
      { version: 6, savedBy: "Lee Colleague", restoredFrom: 4 },
      { version: 5, savedBy: "Lee Colleague", restoredFrom: 3, answers: [] },
    ]);
  });

  it("pages the versions, newest first", async () => {
    const first = await versions(w.seller.token, undefined, "&size=4");
    expect(first.json()).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      number: 0,
      first: true,
      last: false,
    });
    expect(numbers(first)).toEqual([6, 5, 4, 3]);
    expect(numbers(await versions(w.seller.token, undefined, "&size=4&page=1"))).toEqual([2, 1]);
  });

  it("keeps a note written before versions existed as version 1 (saver unknown) at its next save", async () => {
    const note = { meetingId, applicationId: w.aB.id };
    await t.ctx.db
      .insert(s.meetingSurveys)
      .values({ ...note, formId, uuid: textQ, title: "Outcome", type: "long", content: "Written long ago" });
    expect((await save(w.buyer.token, [], note)).statusCode).toBe(200);
    const list = await versions(w.buyer.token, note);
    expect(list.json().content).toMatchObject([
      { version: 2, savedBy: "Bob Buyer", role: "participant", answers: [] },
      { version: 1, savedBy: null, role: null, answers: [{ content: "Written long ago", formId }] },
    ]);
    expect((await restore(w.buyer.token, 1, note)).statusCode).toBe(200);
    expect(await current(note)).toMatchObject([{ content: "Written long ago" }]);
  });

  it("the migration keeps every note written before it as version 1, once", async () => {
    const dir = fileURLToPath(new URL("../../db/migrations", import.meta.url));
    const file = readdirSync(dir).find((name) => name.endsWith("_counsel_versions_sql.sql"));
    const statements = readFileSync(`${dir}/${file}`, "utf8").split("--> statement-breakpoint");
    const note = { meetingId: otherMeetingId, applicationId: w.aS.id };
    await t.ctx.db.insert(s.meetingSurveys).values([
      { ...note, formId, uuid: textQ, title: "Outcome", type: "long", content: "Old text" },
      { ...note, formId, uuid: fileQ, title: "Minutes", type: "file", content: "" },
    ]);
    for (let round = 0; round < 2; round++) {
      for (const statement of statements) await t.ctx.db.execute(sql.raw(statement));
    }
    const rows = await t.ctx.db
      .select()
      .from(s.meetingSurveyVersions)
      .where(
        and(
          eq(s.meetingSurveyVersions.meetingId, note.meetingId),
          eq(s.meetingSurveyVersions.applicationId, note.applicationId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, savedByUserId: null, saverRole: null });
    expect(rows[0]!.answers).toEqual([
      { uuid: textQ, formId, title: "Outcome", type: "long", content: "Old text", answerUuid: "" },
      { uuid: fileQ, formId, title: "Minutes", type: "file", content: "", answerUuid: "" },
    ]);
    await t.ctx.db.delete(s.meetingSurveys).where(eq(s.meetingSurveys.meetingId, otherMeetingId));
    await t.ctx.db
      .delete(s.meetingSurveyVersions)
      .where(eq(s.meetingSurveyVersions.meetingId, otherMeetingId));
  });

  it("numbers versions without gaps when the side and the interpreter save at once", async () => {
    const note = { meetingId: otherMeetingId, applicationId: w.aS.id };
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(i % 2 ? otherInterpreter.token : w.seller.token, [{ type: "long", content: `take ${i}` }], note),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const list = (await versions(w.seller.token, note)).json();
    expect(list.content.map((v: { version: number }) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);
    // the newest version is the current note
    expect(await current(note)).toMatchObject([{ content: list.content[0].answers[0].content }]);
  });

  it("refuses to restore a version that answers a question the form no longer has (409), and keeps it readable", async () => {
    const [extra] = await t.ctx.db
      .insert(s.formQuestions)
      .values({ formId, position: 2, type: "short", title: "Next step" })
      .returning();
    const withExtra = body([{ type: "long", content: "Plan" }]);
    withExtra.meetingSurveys.push({
      uuid: extra!.id,
      formId,
      title: "",
      type: "short" as "long",
      content: "Call",
    });
    const saved = await t.call({
      method: "POST",
      url: "/api/meetingSurveys/surveys",
      token: w.seller.token,
      payload: withExtra,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = (await versions(w.seller.token)).json().content[0].version as number;
    await t.ctx.db.delete(s.formQuestions).where(eq(s.formQuestions.id, extra!.id));
    const res = await restore(w.seller.token, version);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("survey.versionOutdated");
    expect((await versions(w.seller.token)).json().content[0].answers).toHaveLength(2);
  });
});

describe("files of earlier versions", () => {
  it("stay readable by the side and are not cleaned up; restoring names them again", async () => {
    const upload = await postFile(t, w.seller.token, {
      purpose: "private",
      name: "minutes.pdf",
      type: "application/pdf",
      folderPath: `event/${w.event.id}/`,
      content: "%PDF-1.4 minutes",
    });
    const fileId = String(upload.json().id);
    expect((await save(w.seller.token, [{ type: "file", content: fileId }])).statusCode).toBe(200);
    const withFile = (await versions(w.seller.token)).json().content[0].version as number;
    expect((await save(interpreter.token, [{ type: "long", content: "No file" }])).statusCode).toBe(200);

    const read = (token: string) => t.call({ method: "GET", url: `/api/fileS3/getFile?id=${fileId}`, token });
    expect((await read(w.colleague.token)).statusCode).toBe(200);
    expect((await read(w.buyer.token)).statusCode).toBe(404);
    const later = t.clock.now;
    t.clock.now = new Date(later.getTime() + 3 * 86_400_000);
    try {
      await cleanUnattached(t.ctx);
    } finally {
      t.clock.now = later;
    }
    expect((await read(w.colleague.token)).statusCode).toBe(200);

    // the colleague restores a file answer they did not upload: it is the note's own
    const restored = await restore(w.colleague.token, withFile);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject([{ type: "file", content: fileId }]);
  });
});
