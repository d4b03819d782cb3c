import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { parseS3Config } from "./s3-config";
import { s3Client } from "./s3-storage";
import type { FileStorage } from "./storage";
import { type FileStores, localStores, s3Stores } from "./stores";

/** The same contract on both backends: the local disk and an S3-protocol server (s3rver). */
let s3: TestS3Server;
const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-storage-"));
const backends: Record<string, FileStores> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  backends.local = localStores(dataDir);
  // two keys a page, so that listing walks several pages
  backends.s3 = s3Stores(parseS3Config(s3.env)!, 2);
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const all = async (store: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const o of store.list(prefix)) keys.push(o.key);
  return keys.sort();
};
const read = async (store: FileStorage, key: string) => {
  const object = await store.get(key);
  return object && { size: object.size, text: await text(object.stream) };
};
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(["local", "s3"])("the %s store", (name) => {
  const store = () => backends[name]!.files;

  it("puts and gets bytes under keys with spaces, && and Korean, and answers their size", async () => {
    const key = "event/3/로고 image&&1700000000000.png";
    expect(await store().put(key, Readable.from([Buffer.from("hello "), Buffer.from("world")]))).toBe(11);
    expect(await read(store(), key)).toEqual({ size: 11, text: "hello world" });
    expect(await store().stat(key)).toMatchObject({ key, size: 11, modified: expect.any(Date) });
  });

  it("answers nothing for a key that is not there, and removes idempotently", async () => {
    expect(await store().get("event/3/nothing.png")).toBeUndefined();
    expect(await store().stat("event/3/nothing.png")).toBeUndefined();
    await store().put("event/4/gone.txt", Readable.from([Buffer.from("x")]));
    await store().remove("event/4/gone.txt");
    await store().remove("event/4/gone.txt");
    expect(await store().get("event/4/gone.txt")).toBeUndefined();
  });

  it("moves a staged object to its final key", async () => {
    await store().put("incoming/abc", Readable.from([Buffer.from("staged")]));
    await store().move("incoming/abc", "event/5/a b&&1.txt");
    expect(await store().get("incoming/abc")).toBeUndefined();
    expect(await read(store(), "event/5/a b&&1.txt")).toEqual({ size: 6, text: "staged" });
  });

  it("lists every key under a prefix, and only those", async () => {
    for (const n of [1, 2, 3, 4, 5]) await store().put(`event/6/f${n}`, Readable.from([Buffer.from("x")]));
    await store().put("event/60/other", Readable.from([Buffer.from("x")]));
    expect(await all(store(), "event/6/")).toEqual([
      "event/6/f1",
      "event/6/f2",
      "event/6/f3",
      "event/6/f4",
      "event/6/f5",
    ]);
    expect(await all(store(), "event/6")).toContain("event/60/other");
    expect(await all(store(), "nothing/")).toEqual([]);
  });

  it("keeps nothing of a stream that fails midway", async () => {
    async function* broken() {
      yield Buffer.alloc(1000, 1);
      throw new Error("client went away");
    }
    await expect(store().put("event/7/cut.bin", Readable.from(broken()))).rejects.toThrow(/went away/);
    // past the first part of a multipart upload: the upload is aborted
    async function* brokenLater() {
      for (let i = 0; i < 9; i++) yield Buffer.alloc(1024 * 1024, i);
      throw new Error("client went away later");
    }
    await expect(store().put("event/7/cut2.bin", Readable.from(brokenLater()))).rejects.toThrow(/later/);
    expect(await all(store(), "event/7/")).toEqual([]);
  });

  it("round-trips 17 MB (several parts in a bucket) byte for byte", async () => {
    const bytes = Buffer.alloc(17 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    const chunks = Array.from({ length: 17 }, (_, i) =>
      bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    expect(await store().put("event/8/big.bin", Readable.from(chunks))).toBe(bytes.length);
    const object = (await store().get("event/8/big.bin"))!;
    expect(object.size).toBe(bytes.length);
    const back = await buffer(object.stream);
    expect(sha(back)).toBe(sha(bytes));
  });

  it("takes a local file whole and consumes it", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "bizmeet-putfile-")), "out.pdf");
    writeFileSync(file, "%PDF-1.4 done");
    expect(await backends[name]!.prints.putFile("12.pdf", file)).toBe(13);
    expect(existsSync(file)).toBe(false);
    expect(await read(backends[name]!.prints, "12.pdf")).toEqual({ size: 13, text: "%PDF-1.4 done" });
    // the areas do not see each other's keys
    expect(await store().get("12.pdf")).toBeUndefined();
  });

  it("refuses keys that climb out of their area", async () => {
    await expect(store().put("../prints/x.pdf", Readable.from([Buffer.from("x")]))).rejects.toThrow(
      /escapes/,
    );
    await expect(store().get("../prints/12.pdf")).rejects.toThrow(/escapes/);
  });

  it("is reachable", async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe("the S3 store's layout", () => {
  it("mirrors DATA_DIR: files/<key> and prints/<key> in the bucket", async () => {
    const config = parseS3Config(s3.env)!;
    const listed = await s3Client(config).send(new ListObjectsV2Command({ Bucket: config.bucket }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain("files/event/3/로고 image&&1700000000000.png");
    expect(keys).toContain("prints/12.pdf");
    expect(keys.every((k) => k?.startsWith("files/") || k?.startsWith("prints/"))).toBe(true);
  });

  it("fails its check for a bucket that does not exist", async () => {
    const missing = s3Stores({ ...parseS3Config(s3.env)!, bucket: "no-such-bucket" });
    await expect(missing.files.check()).rejects.toThrow();
  });
});
