import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_SIZE_LIMIT } from "../../../shared/contract";
import { buildApp } from "../../app";
import { createContext } from "../../boot";
import { loadConfig } from "../../config";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { startS3Server, type TestS3Server } from "../../test/s3-server";
import { postFile } from "../../test/upload";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { cleanUnattached } from "./files.service";

/**
 * The files route with the object store (FILES_S3_* pointing at s3rver, started here): the same refusals, limits,
 * content checks, signed links and cleanup as on the disk, with the bytes in the bucket and none on the disk.
 */
let s3: TestS3Server;
let t: TestApp;
let w: WorkspaceWorld;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp(s3.env);
  w = await workspaceWorld(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const folder = () => `event/${w.event.id}/`;

/** The keys of the bucket's files/ area under `prefix`. */
async function keys(prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for await (const o of t.ctx.storage.list(prefix)) found.push(o.key);
  return found.sort();
}

interface Upload {
  token?: string;
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
  purpose?: "public" | "private";
}

function upload({ token, bytes, name, type, purpose = "private" }: Upload) {
  return postFile(t, token, { folderPath: folder(), name, type, content: bytes, purpose });
}
const text = (content: string) => new TextEncoder().encode(content);
const signedLink = async (id: number, token: string) =>
  (await t.call({ method: "GET", url: `/api/fileS3/getFile?id=${id}`, token })).json().filePath as string;

describe("files in the object store", () => {
  it("refuse an anonymous upload (401) and a private file to outsiders (404), storing nothing", async () => {
    const before = await keys();
    const anonymous = await upload({ bytes: text("%PDF-1.4"), name: "a.pdf", type: "application/pdf" });
    expect(anonymous.statusCode).toBe(401);
    expect(await keys()).toEqual(before);

    const mine = (
      await upload({
        token: w.seller.token,
        bytes: text("%PDF-1.4 x"),
        name: "x.pdf",
        type: "application/pdf",
      })
    ).json();
    for (const actor of [w.outsider, w.otherHost, w.waiter])
      expect(
        (await t.call({ method: "GET", url: `/api/fileS3/getFile?id=${mine.id}`, token: actor.token }))
          .statusCode,
      ).toBe(404);
    const [row] = await t.ctx.db.select().from(s.files).where(eq(s.files.id, mine.id));
    expect((await t.call({ method: "GET", url: row!.filePath })).statusCode).toBe(404);
  });

  it("keep an upload in the bucket under its event folder (none on the disk, no staging left), read through a signed link", async () => {
    const res = await upload({
      token: w.seller.token,
      bytes: text("%PDF-1.4 licence"),
      name: "로고 licence.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(200);
    const key = decodeURIComponent(res.json().filePath.split("?")[0].slice("/files/".length));
    expect(await keys(folder())).toContain(key);
    expect(await keys("incoming/")).toEqual([]);
    expect(existsSync(path.join(t.ctx.config.dataDir, "files"))).toBe(false);

    const link = await signedLink(res.json().id, w.seller.token);
    const served = await t.call({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe("%PDF-1.4 licence");
    expect(served.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": "16",
      "cache-control": "private, max-age=600",
      "x-content-type-options": "nosniff",
    });
    expect(served.headers["content-disposition"]).toContain(encodeURIComponent("로고 licence.pdf"));
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 31 * 60_000);
    expect((await t.call({ method: "GET", url: link })).statusCode).toBe(404);
    t.clock.now = now;
  });

  it("serve an upload made through one process from another with its own DATA_DIR (the bucket is shared)", async () => {
    const uploaded = (
      await upload({
        token: w.host.token,
        bytes: text("shared"),
        name: "n.txt",
        type: "text/plain",
        purpose: "public",
      })
    ).json();
    const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-second-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: "test-secret-0123456789",
      PUBLIC_CACHE_MS: "0",
      ...s3.env,
    });
    const { ctx } = await createContext(config, { database: t.database, now: () => t.clock.now });
    const second = await buildApp(ctx, { strictStatuses: true });
    const served = await second.inject({ method: "GET", url: uploaded.filePath });
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe("shared");
  });

  it("keep the 10 MB limit: exactly 10485760 bytes pass over a real socket, one more is 413 with nothing kept", async () => {
    // through a socket the body arrives in chunks while the upload to the bucket is under way (inject hides this)
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(FILE_SIZE_LIMIT).fill(7)]), "big.bin");
    form.append("folderPath", folder());
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const exact = await fetch(`${address}/api/fileS3`, {
      method: "POST",
      body: form,
      headers: { authorization: w.seller.token },
    });
    expect(exact.status).toBe(200);
    const body = (await exact.json()) as { id: number; fileSize: number };
    expect(body.fileSize).toBe(FILE_SIZE_LIMIT);
    const served = await t.call({ method: "GET", url: await signedLink(body.id, w.seller.token) });
    expect(served.rawPayload.length).toBe(FILE_SIZE_LIMIT);
    expect(served.rawPayload.every((b) => b === 7)).toBe(true);

    const before = await keys();
    const rows = (await t.ctx.db.select().from(s.files)).length;
    const over = await upload({
      token: w.seller.token,
      bytes: new Uint8Array(FILE_SIZE_LIMIT + 1).fill(9),
      name: "huge.bin",
      type: "application/octet-stream",
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe("file.tooLarge");
    expect(await keys()).toEqual(before);
    expect((await t.ctx.db.select().from(s.files)).length).toBe(rows);
  });

  it("keep the content checks: HTML downloads as a sandboxed attachment, a cut-short body keeps nothing", async () => {
    const html = (
      await upload({
        token: w.seller.token,
        bytes: text("<script>alert(1)</script>"),
        name: "page.html",
        type: "text/html",
      })
    ).json();
    const served = await t.call({ method: "GET", url: await signedLink(html.id, w.seller.token) });
    expect(served.headers["content-type"]).toBe("application/octet-stream");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);

    const before = await keys();
    const boundary = "----bizmeet-cut";
    const cut = await t.call({
      method: "POST",
      url: "/api/fileS3",
      token: w.seller.token,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(5_000)}`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe("file.incomplete");
    expect(await keys()).toEqual(before);
  });

  it("are cleaned up in the bucket: an unattached private upload and abandoned staging after a day; public ones stay", async () => {
    const loose = (
      await upload({ token: w.buyer.token, bytes: text("loose"), name: "loose.txt", type: "text/plain" })
    ).json();
    const asset = (
      await upload({
        token: w.host.token,
        bytes: text("asset"),
        name: "asset.txt",
        type: "text/plain",
        purpose: "public",
      })
    ).json();
    await t.ctx.storage.put("incoming/abandoned", Readable.from([Buffer.from("half an upload")]));
    const [looseRow] = await t.ctx.db.select().from(s.files).where(eq(s.files.id, loose.id));
    const [assetRow] = await t.ctx.db.select().from(s.files).where(eq(s.files.id, asset.id));

    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 25 * 3_600_000);
    expect(await cleanUnattached(t.ctx)).toBeGreaterThanOrEqual(1);
    t.clock.now = now;
    expect(await t.ctx.storage.stat(looseRow!.storageKey)).toBeUndefined();
    expect(await t.ctx.storage.stat(assetRow!.storageKey)).toMatchObject({ size: 5 });
    expect(await keys("incoming/")).toEqual([]);
  });
});

describe("the event day's PDFs in the object store", () => {
  it("are stored under prints/ in the bucket and served through their signed link", async () => {
    await t.ctx.db.insert(s.places).values({ subEventId: w.s1.id, name: "A-07", zone: "Hall A" });
    const url = `/api/host/events/${w.event.id}/prints`;
    const refused = await t.call({
      method: "POST",
      url,
      token: w.seller.token,
      payload: { kind: "tableCards", subEventId: w.s1.id },
    });
    expect(refused.statusCode).toBe(403);
    const started = await t.call({
      method: "POST",
      url,
      token: w.host.token,
      payload: { kind: "tableCards", subEventId: w.s1.id },
    });
    expect(started.statusCode).toBe(201);
    let job = started.json();
    for (let i = 0; i < 600 && job.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await t.call({ method: "GET", url: `/api/host/prints/${job.id}`, token: w.host.token })).json();
    }
    expect(job.status).toBe("done");
    expect(await t.ctx.prints.stat(`${job.id}.pdf`)).toMatchObject({ size: job.bytes });
    expect(existsSync(path.join(t.ctx.config.dataDir, "prints"))).toBe(false);
    const pdf = await t.call({ method: "GET", url: job.downloadUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.rawPayload.length).toBe(job.bytes);
  });
});
