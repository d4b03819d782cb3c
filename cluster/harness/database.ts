import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The cluster's own database on the machine's PostgreSQL: `bizmeet_cluster_<random>`, created at the start
 * and dropped at the end (WITH FORCE: a killed process may leave connections behind).
 */
export interface ClusterDatabase {
  name: string;
  url: string;
  /** The URL a process uses: application_name tells its connections apart in pg_stat_activity. */
  urlFor(processName: string): string;
  /** An admin client on the cluster's database (the scenarios lock rows and watch pg_stat_activity). */
  client(): Promise<pg.Client>;
  drop(): Promise<void>;
}

/** The server to make the database on: CLUSTER_PG_URL, else TEST_DATABASE_URL's server, else the local one. */
export function adminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.CLUSTER_PG_URL ||
    env.TEST_DATABASE_URL ||
    "postgres://postgres@127.0.0.1:5432/postgres"
  ).trim();
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(url);
    throw new Error(
      `the cluster test needs PostgreSQL at ${where.host} (${(error as Error).message}): start it ` +
        "(pg_ctlcluster <version> main start) or point CLUSTER_PG_URL at a server where the user may create databases",
    );
  }
  return client;
}

export async function createClusterDatabase(admin = adminUrl()): Promise<ClusterDatabase> {
  const name = `bizmeet_cluster_${randomBytes(4).toString("hex")}`;
  const client = await connect(admin);
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const urlFor = (processName: string) => {
    const own = new URL(url);
    own.searchParams.set("application_name", `bizmeet-${processName}`);
    return own.toString();
  };
  return {
    name,
    url: url.toString(),
    urlFor,
    client: () => connect(urlFor("cluster-test")),
    async drop() {
      const dropper = await connect(admin);
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}
