import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_SIZE_LIMIT } from "../../../shared/contract";
import * as s from "../../db/schema";
import { createEvent, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let user: TestUser;
/** The tests name event folders 3, 7, 12 and 33: real events hosted by `user`. */
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t.ctx);
  for (const n of ["3", "5", "7", "8", "9", "12", "33", "34"])
    ids[n] = (await createEvent(t.ctx, { hostUserId: user.id })).id;
});
const folder = (n: string) => `event/${ids[n]}/`;
const pathOf = (n: string, rest: string) => new RegExp(`^\\/files\\/event\\/${ids[n]}\\/${rest}$`);
afterAll(async () => {
  await t.close();
});

interface UploadInput {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
  folderPath?: string;
  token?: string;
  /** public (the default here: the host's event assets) or private. */
  purpose?: "public" | "private";
  /** Put the file part before the text fields (the order the spec lists them in). */
  fileFirst?: boolean;
}

/** A real multipart/form-data body, serialised by the platform's FormData. */
async function upload({
  bytes,
  name,
  type,
  folderPath,
  token = user.token,
  fileFirst = false,
  purpose = "public",
}: UploadInput) {
  const form = new FormData();
  form.append("purpose", purpose);
  const file = () => form.append("file", new Blob([bytes], { type }), name);
  if (fileFirst) file();
  form.append("fileName", name);
  form.append("fileType", type);
  if (folderPath !== undefined) form.append("folderPath", folderPath);
  form.append("fileSize", String(bytes.length));
  if (!fileFirst) file();
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return t.call({
    method: "POST",
    url: "/api/fileS3",
    token,
    payload,
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
}

/** Every file under the storage root, relative to it. */
function storedFiles(): string[] {
  const root = path.join(t.ctx.config.dataDir, "files");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

async function fileRows(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(s.files);
  return row!.n;
}

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 250, 251, 0]);

describe("POST /api/fileS3", () => {
  it("refuses anonymous callers with 401 and stores nothing", async () => {
    const [rowsBefore, filesBefore] = [await fileRows(), storedFiles().length];
    const res = await upload({
      bytes: png,
      name: "logo.png",
      type: "image/png",
      folderPath: folder("12"),
      token: "",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("common.loginRequired");
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it("stores the file as name&&<timestamp>.ext under event/{id}/", async () => {
    const res = await upload({ bytes: png, name: "logo.png", type: "image/png", folderPath: folder("12") });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      fileName: "logo.png",
      fileType: "image/png",
      fileSize: png.length,
      folderPath: folder("12"),
    });
    expect(decodeURIComponent(body.filePath)).toMatch(pathOf("12", "logo&&\\d{10,}\\.png"));
    expect(storedFiles()).toContain(
      path.join("event", String(ids["12"]), decodeURIComponent(body.filePath).split("/").pop()!),
    );
  });

  it("gives two uploads of the same name different paths", async () => {
    const a = (
      await upload({ bytes: png, name: "same.png", type: "image/png", folderPath: folder("5") })
    ).json();
    const b = (
      await upload({ bytes: png, name: "same.png", type: "image/png", folderPath: folder("5") })
    ).json();
    expect(a.filePath).not.toBe(b.filePath);
    expect(a.id).not.toBe(b.id);
  });

  it("keeps the fields that follow a large file part (the spec's order) over a real socket", async () => {
    // Through a socket the body arrives in chunks, so the fields after the file are read only
    // once the file has been consumed (inject delivers the whole body at once and hides this).
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(3 * 1024 * 1024).fill(1)], { type: "image/png" }),
      "blob.png",
    );
    form.append("fileName", "first.png");
    form.append("fileType", "image/png");
    form.append("folderPath", folder("33"));
    form.append("purpose", "public");
    form.append("fileSize", String(3 * 1024 * 1024));
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const res = await fetch(`${address}/api/fileS3`, {
      method: "POST",
      body: form,
      headers: { authorization: user.token },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ folderPath: folder("33"), fileName: "first.png", fileType: "image/png" });
    expect(decodeURIComponent(body.filePath)).toMatch(pathOf("33", "first&&\\d+\\.png"));
    expect(storedFiles().filter((f) => f.startsWith("incoming"))).toEqual([]);
  });

  it("keeps the fields that follow the file part in a one-piece body too", async () => {
    const res = await upload({
      bytes: png,
      name: "after.png",
      type: "image/png",
      folderPath: folder("34"),
      fileFirst: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ folderPath: folder("34"), fileName: "after.png" });
  });

  it.each(["../../etc/", "event/../../etc/", "/etc/", "event/abc/", "event/1/../2/"])(
    "falls back to event/0/ for the folder %s",
    async (folderPath) => {
      const res = await upload({ bytes: png, name: "x.png", type: "image/png", folderPath });
      expect(res.statusCode).toBe(200);
      expect(res.json().folderPath).toBe("event/0/");
      expect(res.json().filePath).toMatch(/^\/files\/event\/0\//);
      for (const f of storedFiles()) expect(f.startsWith("..")).toBe(false);
    },
  );

  it("keeps path parts out of the stored name", async () => {
    const res = await upload({
      bytes: png,
      name: "../../evil.png",
      type: "image/png",
      folderPath: folder("7"),
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(res.json().filePath)).toMatch(pathOf("7", "evil&&\\d+\\.png"));
  });

  it("accepts a file of exactly 10485760 bytes", async () => {
    const bytes = new Uint8Array(FILE_SIZE_LIMIT).fill(7);
    const res = await upload({
      bytes,
      name: "big.bin",
      type: "application/octet-stream",
      folderPath: folder("8"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fileSize).toBe(10_485_760);
    const served = await t.call({ method: "GET", url: res.json().filePath });
    expect(served.rawPayload.length).toBe(10_485_760);
  });

  it("refuses 10485761 bytes with 413, keeping no row and no file on disk", async () => {
    const [rowsBefore, filesBefore] = [await fileRows(), storedFiles()];
    const bytes = new Uint8Array(FILE_SIZE_LIMIT + 1).fill(9);
    const res = await upload({
      bytes,
      name: "huge.bin",
      type: "application/octet-stream",
      folderPath: folder("9"),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: "File size must not exceed 10mb", message: "file.tooLarge" });
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("answers 400 file.missing for a form without a file", async () => {
    const form = new FormData();
    form.append("fileName", "nothing.png");
    const encoded = new Response(form);
    const res = await t.call({
      method: "POST",
      url: "/api/fileS3",
      token: user.token,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("file.missing");
  });

  it("refuses a JSON body with a 4xx, never 500", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/fileS3",
      token: user.token,
      payload: { file: "x" },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
  });
});

describe("GET /api/fileS3/getFile and the file path", () => {
  it("answers fileType, filePath and fileName, and the path serves the same bytes", async () => {
    const uploaded = (
      await upload({ bytes: png, name: "로고 image.png", type: "image/png", folderPath: folder("3") })
    ).json();
    const res = await t.call({ method: "GET", url: `/api/fileS3/getFile?id=${uploaded.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: uploaded.id,
      fileType: "image/png",
      filePath: uploaded.filePath,
      fileName: "로고 image.png",
    });
    const served = await t.call({ method: "GET", url: uploaded.filePath });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, Buffer.from(png))).toBe(0);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^inline/);
    expect(served.headers["content-disposition"]).toContain(encodeURIComponent("로고 image.png"));
  });

  it("serves a text/html upload as an application/octet-stream attachment", async () => {
    const html = new TextEncoder().encode("<script>alert(document.cookie)</script>");
    const uploaded = (
      await upload({ bytes: html, name: "page.html", type: "text/html", folderPath: folder("3") })
    ).json();
    const served = await t.call({ method: "GET", url: uploaded.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/octet-stream");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.body).toBe("<script>alert(document.cookie)</script>");
  });

  it("does not trust a harmless declared type for HTML content named .png", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const uploaded = (
      await upload({ bytes: html, name: "fake.png", type: "image/png", folderPath: folder("3") })
    ).json();
    const served = await t.call({ method: "GET", url: uploaded.filePath });
    // Served with a sandboxing policy and nosniff: even as image/png it can never run as a page.
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers["content-type"]).not.toMatch(/html/);
  });

  it("answers 404 for an unknown id and an unknown path, 400 for a bad id", async () => {
    const unknown = await t.call({ method: "GET", url: "/api/fileS3/getFile?id=99999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("file.notFound");
    expect((await t.call({ method: "GET", url: "/api/fileS3/getFile?id=abc" })).statusCode).toBe(400);
    const missing = await t.call({ method: "GET", url: `/files/${folder("3")}nothing&&1.png` });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.call({ method: "GET", url: "/files/..%2F..%2Fetc%2Fpasswd" });
    expect(traversal.statusCode).toBe(404);
  });
});
