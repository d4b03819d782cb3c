import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../boot";
import { loadConfig } from "../../config";
import { type Db, openDatabase } from "../../db/client";
import { files } from "../../db/schema";
import { seedDemo } from "../../seed/seed";
import type { FileStorage } from "../../storage/storage";
import { openTestDatabase } from "../../test/database";
import * as repo from "./backup.repository";
import { fileStoreOf } from "./deployment";
import { restoreBackup } from "./restore";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const JWT_SECRET = "test-secret-0123456789";
const folders: string[] = [];

function folder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bizmeet-${name}-`));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** One of our npm scripts as an operator runs it (`npm run db:backup -- …`), with this environment. */
async function script(name: string, args: string[], env: Record<string, string>) {
  return run(tsx, [`scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", JWT_SECRET, ...env },
    timeout: 240_000,
  });
}

/** Every table's row count and checksum, computed by the database. */
async function tableSums(db: Db): Promise<Record<string, { rows: number; checksum: string }>> {
  const out: Record<string, { rows: number; checksum: string }> = {};
  for (const table of await repo.publicTables(db)) out[table] = await repo.tableChecksum(db, table);
  return out;
}

/** Every stored file the rows name: size and sha256, read through the file store. */
async function fileSums(db: Db, storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { key } of await db.select({ key: files.storageKey }).from(files)) {
    const object = await storage.get(key);
    if (!object) {
      out[key] = "missing";
      continue;
    }
    const hash = createHash("sha256");
    for await (const chunk of object.stream) hash.update(chunk as Buffer);
    out[key] = `${object.size} ${hash.digest("hex")}`;
  }
  return out;
}

interface Seeded {
  tables: Awaited<ReturnType<typeof tableSums>>;
  files: Record<string, string>;
  sequences: repo.SequenceState[];
}

/** Seeds the demo into the deployment of `env` (a fresh data folder, maybe a PostgreSQL database). */
async function seedDeployment(env: Record<string, string>): Promise<Seeded> {
  const config = loadConfig({ JWT_SECRET, ...env });
  // the embedded one starts on disk from the tests' migrated template (initdb and the migrations once per run)
  const template = config.databaseUrl ? undefined : await openTestDatabase();
  const loadDataDir = await template?.dump?.();
  await template?.close();
  const { ctx, database } = await createContext(config, {
    database: loadDataDir
      ? await openDatabase({ dataDir: path.join(config.dataDir, "pg"), loadDataDir })
      : undefined,
  });
  try {
    await seedDemo(ctx);
    const seeded = {
      tables: await tableSums(ctx.db),
      files: await fileSums(ctx.db, ctx.storage),
      sequences: await repo.sequences(ctx.db),
    };
    expect(seeded.tables.users?.rows).toBeGreaterThan(10);
    expect(Object.keys(seeded.files).length).toBeGreaterThan(3);
    expect(Object.values(seeded.files)).not.toContain("missing");
    return seeded;
  } finally {
    await database.close();
  }
}

/** What the restored deployment holds, read afresh. */
async function readDeployment(env: Record<string, string>): Promise<Seeded> {
  const config = loadConfig({ JWT_SECRET, ...env });
  const database = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ dataDir: path.join(config.dataDir, "pg") });
  try {
    return {
      tables: await tableSums(database.db),
      files: await fileSums(database.db, fileStoreOf(config)),
      sequences: await repo.sequences(database.db),
    };
  } finally {
    await database.close();
  }
}

/**
 * The suite runs twice (scripts/test.mjs): the embedded round trip (and, with TEST_DATABASE_URL, the embedded
 * backup into PostgreSQL) in the PGlite run, PostgreSQL to PostgreSQL in the PostgreSQL run (TEST_DB=pg).
 */
const onPostgres = process.env.TEST_DB === "pg";

const pgUrl = process.env.TEST_DATABASE_URL;
if (onPostgres && !pgUrl)
  throw new Error("TEST_DB=pg needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test)");

/** Databases of our own on the PostgreSQL of TEST_DATABASE_URL, dropped by `drop`. */
function pgDatabases() {
  const admin = new pg.Client({ connectionString: pgUrl });
  const made: string[] = [];
  let connected: Promise<void> | undefined;
  return {
    async create(label: string): Promise<string> {
      connected ??= admin.connect().then(
        () => undefined,
        (error: unknown) => {
          throw new Error(`Cannot reach PostgreSQL at TEST_DATABASE_URL (${pgUrl}): start it. ${error}`);
        },
      );
      await connected;
      const name = `bizmeet_bk_${label}_${randomBytes(4).toString("hex")}`;
      await admin.query(`create database ${name}`);
      made.push(name);
      const url = new URL(pgUrl as string);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async drop(): Promise<void> {
      if (!connected) return;
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe.runIf(!onPostgres)("db:backup and db:restore, embedded database", () => {
  let source: Seeded;
  let sourceDir: string;
  let backup: string;

  beforeAll(async () => {
    sourceDir = folder("source");
    source = await seedDeployment({ DATA_DIR: sourceDir });
    // a print job's PDF, kept on the machine's disk beside the file store
    mkdirSync(path.join(sourceDir, "prints"), { recursive: true });
    writeFileSync(path.join(sourceDir, "prints", "7.pdf"), randomBytes(3000));
    backup = path.join(folder("backup"), "b1");
    const { stdout } = await script("db-backup", ["--out", backup], { DATA_DIR: sourceDir });
    expect(stdout).toMatch(/backed up the embedded database/);
  }, 240_000);

  it("restores into an empty data folder every row of every table and every file", async () => {
    const target = folder("target");
    const { stdout } = await script("db-restore", ["--from", backup], { DATA_DIR: target });
    expect(stdout).toMatch(/every table's count and checksum match the backup/);
    const restored = await readDeployment({ DATA_DIR: target });
    expect(restored.tables).toEqual(source.tables);
    expect(restored.files).toEqual(source.files);
    expect(restored.sequences).toEqual(source.sequences);
    expect(readFileSync(path.join(target, "prints", "7.pdf"))).toEqual(
      readFileSync(path.join(sourceDir, "prints", "7.pdf")),
    );
  }, 240_000);

  it("refuses a target that holds data unless --force, and a database a server has open", async () => {
    const config = loadConfig({ DATA_DIR: sourceDir, JWT_SECRET });
    const database = await openDatabase({ dataDir: path.join(sourceDir, "pg") });
    try {
      const target = { database, storage: fileStoreOf(config), dataDir: sourceDir };
      await expect(restoreBackup(target, backup)).rejects.toThrow(/holds data .*--force/);
      // while a process has the embedded database open, the scripts leave it alone
      await expect(
        script("db-backup", ["--out", path.join(folder("open"), "b")], { DATA_DIR: sourceDir }),
      ).rejects.toThrow(/is open \(postmaster.pid\): stop the server first/);
      const report = await restoreBackup(target, backup, { force: true });
      expect(report.rows).toBe(Object.values(source.tables).reduce((n, t) => n + t.rows, 0));
      expect(await tableSums(database.db)).toEqual(source.tables);
    } finally {
      await database.close();
    }
  }, 240_000);

  it("refuses a damaged backup before touching the target, even with --force", async () => {
    const [first] = Object.keys(source.files);
    const copy = path.join(backup, "files", first as string);
    const original = readFileSync(copy);
    const bytes = Buffer.from(original);
    bytes[0] = (bytes[0] as number) ^ 1;
    writeFileSync(copy, bytes);
    const config = loadConfig({ DATA_DIR: sourceDir, JWT_SECRET });
    const database = await openDatabase({ dataDir: path.join(sourceDir, "pg") });
    try {
      const target = { database, storage: fileStoreOf(config), dataDir: sourceDir };
      await expect(restoreBackup(target, backup, { force: true })).rejects.toThrow(/missing or damaged/);
      expect(await tableSums(database.db)).toEqual(source.tables);
    } finally {
      await database.close();
      writeFileSync(copy, original);
    }
  }, 240_000);

  it.runIf(pgUrl)(
    "moves into PostgreSQL: the embedded backup restores into an empty PostgreSQL database",
    async () => {
      const databases = pgDatabases();
      try {
        const url = await databases.create("moved");
        const movedDir = folder("moved");
        const config = loadConfig({ DATABASE_URL: url, DATA_DIR: movedDir, JWT_SECRET });
        const database = await openDatabase({ url, poolSize: 2 });
        try {
          await restoreBackup({ database, storage: fileStoreOf(config) }, backup);
        } finally {
          await database.close();
        }
        const moved = await readDeployment({ DATABASE_URL: url, DATA_DIR: movedDir });
        expect(moved.tables).toEqual(source.tables);
        expect(moved.files).toEqual(source.files);
        expect(moved.sequences).toEqual(source.sequences);
      } finally {
        await databases.drop();
      }
    },
    240_000,
  );
});

describe.runIf(onPostgres)("db:backup and db:restore, PostgreSQL (TEST_DATABASE_URL)", () => {
  const databases = pgDatabases();
  afterAll(() => databases.drop());

  it("restores PostgreSQL into an empty PostgreSQL database: every row of every table and every file", async () => {
    const sourceUrl = await databases.create("src");
    const sourceDir = folder("pg-source");
    const source = await seedDeployment({ DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
    const backup = path.join(folder("pg-backup"), "b");
    const { stdout } = await script("db-backup", ["--out", backup], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: sourceDir,
    });
    expect(stdout).toMatch(/backed up PostgreSQL/);

    const targetUrl = await databases.create("dst");
    const targetDir = folder("pg-target");
    await script("db-restore", ["--from", backup], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    const restored = await readDeployment({ DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(restored.tables).toEqual(source.tables);
    expect(restored.files).toEqual(source.files);
    expect(restored.sequences).toEqual(source.sequences);
  }, 480_000);
});
