import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { migrateFiles } from "./migrate";
import { parseS3Config } from "./s3-config";
import { type FileStores, localStores, s3Stores } from "./stores";

/** `npm run files:migrate`: a disk store copied into s3rver, verified, run again, and a corrupted copy found. */
let s3: TestS3Server;
let disk: FileStores;
let bucket: FileStores;
const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-migrate-"));
const objects = {
  files: {
    "event/1/logo&&1700000000001.png": randomBytes(2_000),
    "event/2/로고 brochure&&1700000000002.pdf": randomBytes(1_500_000),
    "event/0/empty&&1700000000003.txt": Buffer.alloc(0),
  },
  prints: { "5.pdf": randomBytes(30_000) },
};

beforeAll(async () => {
  s3 = await startS3Server();
  disk = localStores(dataDir);
  bucket = s3Stores(parseS3Config(s3.env)!);
  for (const [area, entries] of Object.entries(objects))
    for (const [key, bytes] of Object.entries(entries))
      await disk[area as keyof FileStores].put(key, Readable.from([bytes]));
  // an upload in flight (or abandoned): nobody's file, never copied
  await disk.files.put("incoming/5d0c7f1e", Readable.from([Buffer.from("half")]));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the real script as an operator does, with DATA_DIR and FILES_S3_* in its environment. */
function migrateCli(...args: string[]) {
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/files-migrate.ts", ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...s3.env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run files:migrate", () => {
  it("answers 2 with what to set when no object store is configured", () => {
    const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/files-migrate.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("FILES_S3_BUCKET");
  });

  it("copies every file and PDF into the bucket, verifies each, and prints a summary", async () => {
    const run = migrateCli();
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.out).toMatch(/files: 3 objects, 1\.4 MB; 3 copied, 0 already there; 3 verified/);
    expect(run.out).toMatch(/prints: 1 objects, 0\.0 MB; 1 copied, 0 already there; 1 verified/);
    expect(run.out).toContain("every object verified");
    for (const [area, entries] of Object.entries(objects))
      for (const [key, bytes] of Object.entries(entries)) {
        const copy = await bucket[area as keyof FileStores].get(key);
        expect(copy?.size, key).toBe(bytes.length);
        expect((await buffer(copy!.stream)).equals(bytes), key).toBe(true);
      }
    expect(await bucket.files.stat("incoming/5d0c7f1e")).toBeUndefined();
  });

  it("copies nothing the second time and verifies everything again", async () => {
    const report = await migrateFiles(disk, bucket);
    expect(report.areas.files).toMatchObject({ objects: 3, copied: 0, verified: 3 });
    expect(report.areas.prints).toMatchObject({ objects: 1, copied: 0, verified: 1 });
    expect(report.problems).toEqual([]);
  });

  it("finds a corrupted copy (same size, other bytes) and a truncated one, exits 1, and repairs on request", async () => {
    const brochure = "event/2/로고 brochure&&1700000000002.pdf";
    await bucket.files.put(brochure, Readable.from([randomBytes(1_500_000)]));
    await bucket.prints.put("5.pdf", Readable.from([objects.prints["5.pdf"].subarray(0, 100)]));
    const run = migrateCli();
    expect(run.code, run.out + run.err).toBe(1);
    expect(run.out).toContain(`MISMATCH files/${brochure}: sha256`);
    expect(run.out).toContain("MISMATCH prints/5.pdf: size 30000 on disk, 100 in the target");
    expect(run.out).toMatch(/2 objects do not match/);

    const repaired = await migrateFiles(disk, bucket, { repair: true });
    expect(repaired.repaired).toBe(2);
    expect(repaired.problems).toEqual([]);
    expect((await migrateFiles(disk, bucket)).problems).toEqual([]);
  });
});
