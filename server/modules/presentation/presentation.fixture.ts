import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Socket } from "socket.io-client";
import * as s from "../../db/schema";
import { janusInstalled, type LocalJanus, startLocalJanus } from "../../janus/janus-process";
import type { TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { webinarWorld } from "../webinars/webinars.fixture";

/** A Janus of the test's own (fails with what to install when Debian's janus is missing). */
export async function testJanus(
  ports: [number, number],
): Promise<{ janus: LocalJanus; stop(): Promise<void> }> {
  if (!janusInstalled())
    throw new Error(
      "Janus is not installed: apt-get install janus (Debian's package, 1.1.x), as .ci/run does",
    );
  const dir = mkdtempSync(path.join(tmpdir(), "janus-test-"));
  const janus = await startLocalJanus(dir, ports);
  return {
    janus,
    async stop() {
      await janus.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The webinar world (webinars.fixture: presenter p1 with colleague, presenter2, attendees buyer and buyer2, a
 * waiting applicant, an outsider, the host and another event's host) with webinars whose rooms are open now
 * (`live`, presented by p1 and p2) and tomorrow (`later`).
 */
export async function presentationWorld(t: TestApp) {
  const w = await webinarWorld(t);
  const now = t.clock.now.getTime();
  const insert = async (title: string, startsAt: number, endsAt: number) => {
    const [row] = await t.ctx.db
      .insert(s.webinars)
      .values({ subEventId: w.p.id, title, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
      .returning();
    await t.ctx.db.insert(s.webinarPresenters).values([
      { webinarId: row!.id, subEventId: w.p.id, applicationId: w.aP.id, position: 0 },
      { webinarId: row!.id, subEventId: w.p.id, applicationId: w.aP2.id, position: 1 },
    ]);
    return row!.id;
  };
  const live = await insert("Live keynote", now - 5 * 60_000, now + 60 * 60_000);
  const later = await insert("Tomorrow's keynote", now + 24 * 3_600_000, now + 25 * 3_600_000);
  return { ...w, webinars: { live, later } };
}
export type PresentationWorld = Awaited<ReturnType<typeof presentationWorld>>;

export async function tokenFor(url: string, user: TestUser | undefined, webinarId: number) {
  return fetch(`${url}/video/videoCall/token?meetingId=${webinarId}&eventType=presentation`, {
    headers: user ? { authorization: user.token } : {},
  });
}

/** Emits a presentation request and waits for its ack. */
export function ask<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  body: unknown = {},
): Promise<T> {
  return new Promise((resolve) => socket.emit(`pres:${event}`, body, (answer: T) => resolve(answer)));
}
