import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

const migrationsDir = fileURLToPath(new URL("../db/migrations", import.meta.url));
const pglitePackage = fileURLToPath(
  new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
);

const pgliteDist = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/@electric-sql/pglite/dist/${file}`, import.meta.url));

/**
 * What every PGlite of a test worker can share (its files run one after another in it, `isolate: false`):
 * the compiled WebAssembly, the file bundle and the template's bytes, read once instead of once per file.
 */
let shared: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
const templates = new Map<string, Blob>();
function sharedPglite() {
  shared ??= WebAssembly.compile(readFileSync(pgliteDist("pglite.wasm"))).then((pgliteWasmModule) => ({
    pgliteWasmModule,
    fsBundle: new Blob([readFileSync(pgliteDist("pglite.data"))]),
  }));
  return shared;
}

/** Changes whenever a migration or the PGlite build changes, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash("sha256");
  if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage));
  const files = readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * In-memory PGlite, copied from a migrated template kept in the temp folder: initdb and the
 * migrations run once per schema instead of once per test file (about 5 s each on 2 cores).
 */
async function openPgliteCopy(): Promise<Database> {
  const template = path.join(tmpdir(), `bizmeet-pglite-template-${templateKey()}.tar`);
  const reuse = await sharedPglite();
  if (templates.has(template) || existsSync(template)) {
    try {
      let loadDataDir = templates.get(template);
      if (!loadDataDir) {
        loadDataDir = new Blob([readFileSync(template)]);
        templates.clear();
        templates.set(template, loadDataDir);
      }
      return await openDatabase({ loadDataDir, ...reuse });
    } catch {
      // A damaged template: build a fresh one below.
      templates.delete(template);
    }
  }
  const database = await openDatabase(reuse);
  await database.migrate();
  const dump = await database.dump!();
  const partial = `${template}.${process.pid}.${randomBytes(4).toString("hex")}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  // Templates of older schemas are never read again (about 40 MB each).
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (/^bizmeet-pglite-template-\w+\.tar$/.test(name) && full !== template) rmSync(full, { force: true });
  }
  return database;
}

/** Any number, the same in every test process: it serialises the building of PostgreSQL templates. */
const TEMPLATE_LOCK = 727275;

/**
 * A migrated PostgreSQL database to copy test databases from (CREATE DATABASE … TEMPLATE copies it in about a
 * fifth of the time the migrations take), named after the schema so a stale one is never used.
 */
async function buildPgTemplate(admin: pg.Client, url: string, template: string): Promise<void> {
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return;
    const building = `${template}_build`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${template}`);
    // Templates of older schemas are never copied again; one in use by another run stays.
    const old = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'bizmeet\\_tpl\\_%' and datname <> $1",
      [template],
    );
    for (const { datname } of old.rows)
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=pg (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "pg") return openPgliteCopy();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DB=pg needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test); start PostgreSQL or unset TEST_DB",
    );
  }
  const name = `bizmeet_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at TEST_DATABASE_URL (${url}): start it or unset TEST_DB. ${error}`,
    );
  }
  try {
    const template = `bizmeet_tpl_${templateKey()}`;
    try {
      await admin.query(`create database ${name} template ${template}`);
    } catch {
      // No template of this schema yet (or another run's cleanup removed it): build it, then copy.
      await buildPgTemplate(admin, url, template);
      await admin.query(`create database ${name} template ${template}`);
    }
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
