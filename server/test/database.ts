import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=pg (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "pg") return openDatabase({});
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
  await admin.query(`create database ${name}`);
  await admin.end();
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
