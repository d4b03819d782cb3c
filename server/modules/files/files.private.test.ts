import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { postFile } from "../../test/upload";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { assertUsableFiles, cleanUnattached } from "./files.service";

/** Private files: who may read them, signed links, enumeration, uploads into event folders, cleanup. */
let t: TestApp;
let w: WorkspaceWorld;
let openFile: number; // a file answer of the seller to a question that is not secret
let secretFile: number; // a file answer of the seller to a secret question
let loose: number; // uploaded by the seller, attached to nothing

async function upload(
  token: string,
  folderPath: string,
  purpose: "public" | "private" = "private",
  name = "licence.pdf",
) {
  return postFile(t, token, {
    purpose,
    name,
    type: "application/pdf",
    folderPath,
    content: "%PDF-1.4 private",
  });
}
const getFile = (id: number, token?: string) =>
  t.call({ method: "GET", url: `/api/fileS3/getFile?id=${id}`, token });

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  const folder = `event/${w.event.id}/`;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await upload(w.seller.token, folder);
    expect(res.statusCode).toBe(200);
    ids.push(res.json().id);
  }
  [openFile, secretFile, loose] = ids as [number, number, number];
  const [openQ, secretQ] = await t.ctx.db
    .insert(s.formQuestions)
    .values([
      { formId: w.form.id, position: 5, type: "file", title: "Brochure" },
      { formId: w.form.id, position: 6, type: "file", title: "Licence", secretCheck: "Y" },
    ])
    .returning();
  await t.ctx.db.insert(s.applicationAnswers).values([
    {
      applicationId: w.aS.id,
      formId: w.form.id,
      questionId: openQ!.id,
      type: "file",
      content: String(openFile),
    },
    {
      applicationId: w.aS.id,
      formId: w.form.id,
      questionId: secretQ!.id,
      type: "file",
      content: String(secretFile),
    },
  ]);
});
afterAll(() => t.close());

describe("private files", () => {
  it("are refused (404) to anonymous callers, outsiders, another event's host and a waiting applicant", async () => {
    for (const id of [openFile, secretFile, loose]) {
      expect((await getFile(id)).statusCode).toBe(404);
      for (const actor of [w.outsider, w.otherHost, w.waiter] as TestUser[]) {
        expect((await getFile(id, actor.token)).statusCode, `${actor.email} file ${id}`).toBe(404);
      }
    }
    // the unsigned path serves nothing either
    const [row] = await t.ctx.db.select().from(s.files).where(eq(s.files.id, secretFile));
    expect((await t.call({ method: "GET", url: row!.filePath })).statusCode).toBe(404);
  });

  it("are read by the applicant, colleagues and the host; other approved participants only where not secret", async () => {
    for (const actor of [w.seller, w.colleague, w.host]) {
      expect((await getFile(openFile, actor.token)).statusCode).toBe(200);
      expect((await getFile(secretFile, actor.token)).statusCode).toBe(200);
    }
    expect((await getFile(openFile, w.buyer.token)).statusCode).toBe(200);
    expect((await getFile(secretFile, w.buyer.token)).statusCode).toBe(404);
    // attached to nothing: the uploader only
    expect((await getFile(loose, w.seller.token)).statusCode).toBe(200);
    expect((await getFile(loose, w.colleague.token)).statusCode).toBe(404);
  });

  it("are served through a short-lived signed link, and no longer once it expires", async () => {
    const link = (await getFile(secretFile, w.host.token)).json().filePath as string;
    expect(link).toMatch(/\?exp=\d+&sig=/);
    const served = await t.call({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("private, max-age=600");
    expect((await t.call({ method: "GET", url: link.replace(/sig=[^&]+/, "sig=forged") })).statusCode).toBe(
      404,
    );
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 31 * 60_000);
    expect((await t.call({ method: "GET", url: link })).statusCode).toBe(404);
    t.clock.now = now;
  });

  it("cannot be enumerated: walking every id and path anonymously yields no private file", async () => {
    const rows = await t.ctx.db.select().from(s.files);
    const max = Math.max(...rows.map((r) => r.id)) + 5;
    for (let id = 1; id <= max; id++) {
      const res = await getFile(id);
      if (res.statusCode === 200) expect(rows.find((r) => r.id === id)?.visibility).toBe("public");
      else expect(res.statusCode).toBe(404);
    }
    for (const row of rows.filter((r) => r.visibility === "private")) {
      expect((await t.call({ method: "GET", url: row.filePath })).statusCode).toBe(404);
    }
  });

  it("cannot be attached to someone else's answers", async () => {
    await expect(
      assertUsableFiles(t.ctx.db, w.buyer.id, null, [{ type: "file", content: String(loose) }]),
    ).rejects.toThrow("file.notFound");
    await expect(
      assertUsableFiles(t.ctx.db, w.seller.id, null, [{ type: "file", content: String(loose) }]),
    ).resolves.toBeUndefined();
  });
});

describe("uploads into an event's folder", () => {
  it("need the host for a public asset; anyone may then read it", async () => {
    const folder = `event/${w.event.id}/`;
    expect((await upload(w.seller.token, folder, "public")).statusCode).toBe(403);
    expect((await upload(w.otherHost.token, folder, "public")).statusCode).toBe(403);
    const res = await upload(w.host.token, folder, "public", "poster.pdf");
    expect(res.statusCode).toBe(200);
    expect((await getFile(res.json().id)).statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: res.json().filePath })).headers["cache-control"]).toContain(
      "public",
    );
  });

  it("refuse a folder of an event that does not exist or that the caller may not see", async () => {
    expect((await upload(w.seller.token, "event/999999/")).statusCode).toBe(404);
    const [draft] = await t.ctx.db
      .insert(s.events)
      .values({
        name: "초안",
        hostUserId: w.otherHost.id,
        startDate: "2026-12-01",
        endDate: "2026-12-02",
        approval: "draft",
      })
      .returning();
    expect((await upload(w.seller.token, `event/${draft!.id}/`)).statusCode).toBe(404);
  });
});

describe("the cleanup of unattached uploads", () => {
  it("removes private uploads attached to nothing after a day, with their bytes; attached and public ones stay", async () => {
    const before = (await t.ctx.db.select().from(s.files)).length;
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 25 * 3_600_000);
    const removed = await cleanUnattached(t.ctx);
    t.clock.now = now;
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(s.files);
    expect(left.length).toBe(before - removed);
    expect(left.some((r) => r.id === loose)).toBe(false);
    expect(left.some((r) => r.id === openFile)).toBe(true);
    expect(left.some((r) => r.id === secretFile)).toBe(true);
    expect(left.filter((r) => r.visibility === "public").length).toBeGreaterThanOrEqual(1);
  });
});
