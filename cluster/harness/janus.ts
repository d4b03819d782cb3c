import { randomBytes, randomInt } from "node:crypto";
import path from "node:path";
import { janusInstalled, type LocalJanus, startLocalJanus } from "../../server/janus/janus-process";

/** Seats of a webinar room on one instance before attendees overflow onto the next (small, to see it happen). */
export const VIEWERS_PER_INSTANCE = 2;

export interface JanusPair {
  instances: LocalJanus[];
  /** What the web processes are given (JANUS_URLS and the secrets the instances share). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Two instances of Debian's Janus as npm start runs one (server/janus/janus-process.ts), sharing their API
 * secret and admin key behind JANUS_URLS, each on its own range of media ports.
 */
export async function startJanusPair(dir: string): Promise<JanusPair> {
  if (!janusInstalled())
    throw new Error(
      "the cluster test needs Janus: install Debian's package (apt-get install janus; .ci/run does)",
    );
  const apiSecret = randomBytes(16).toString("hex");
  const adminKey = randomBytes(16).toString("hex");
  const base = 46_000 + randomInt(0, 40) * 400;
  const instances = await Promise.all(
    [0, 1].map((i) =>
      startLocalJanus(path.join(dir, `janus-${i + 1}`), [base + i * 200, base + i * 200 + 199], {
        apiSecret,
        adminKey,
        eventLoops: 1,
      }),
    ),
  );
  return {
    instances,
    env: {
      JANUS_URLS: instances.map((j) => j.url).join(","),
      JANUS_API_SECRET: apiSecret,
      JANUS_ADMIN_KEY: adminKey,
      JANUS_VIEWERS_PER_INSTANCE: String(VIEWERS_PER_INSTANCE),
    },
    stop: async () => {
      await Promise.all(instances.map((j) => j.stop()));
    },
  };
}
