import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect } from "vitest";
import type { TPresentationPerson } from "../../../shared/video/presentation";
import * as s from "../../db/schema";
import { janusInstalled, type LocalJanus, startLocalJanus } from "../../janus/janus-process";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { webinarWorld } from "../webinars/webinars.fixture";
import { seatsHeld } from "./presentation.socket";

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

/**
 * A user's socket on the server at `url`, joined to the webinar's room with a token asked of `tokenUrl`; keeps the
 * people lists and send-outs it receives. The socket is added to `sockets` (closed by the test).
 */
export async function joinedRoom(
  tokenUrl: string,
  url: string,
  user: TestUser,
  webinarId: number,
  sockets: Socket[],
) {
  const res = await tokenFor(tokenUrl, user, webinarId);
  if (!res.ok) throw new Error(`token ${res.status}`);
  const socket = socketTo(url, user.token, false);
  sockets.push(socket);
  await connected(socket);
  const people: TPresentationPerson[][] = [];
  const removed: string[] = [];
  socket.on("pres:people", (m: { people: TPresentationPerson[] }) => people.push(m.people));
  socket.on("pres:removed", (m: { reason: string }) => removed.push(m.reason));
  const answer = await ask<{ ok: boolean; self: { identity: string; feed: number } }>(socket, "join", {
    token: (await res.json()).token,
  });
  expect(answer).toMatchObject({ ok: true });
  return { socket, self: answer.self, people, removed };
}

/**
 * The rig of the Janus presentation tests: a test app with the webinar world, one local Janus per port range
 * added to its media servers, `configure` applied, and two app processes sharing Redis; closed after the file
 * (every seat released first). `close` gathers what the test opened (peer connections) to close before the rig.
 */
export function presentationRig(
  janusPorts: [number, number][],
  configure: (config: TestApp["ctx"]["config"]) => void = () => undefined,
) {
  const rig = {
    t: undefined as unknown as TestApp,
    w: undefined as unknown as PresentationWorld,
    janus: [] as Awaited<ReturnType<typeof testJanus>>[],
    servers: [] as RealtimeServer[],
    sockets: [] as Socket[],
    close: [] as (() => Promise<unknown> | unknown)[],
    url: (i: number) => rig.servers[i % rig.servers.length]!.url,
    room: () => `webinar:${rig.w.webinars.live}`,
    joined: (user: TestUser, i: number) =>
      joinedRoom(rig.url(0), rig.url(i), user, rig.w.webinars.live, rig.sockets),
  };
  beforeAll(async () => {
    rig.t = await startTestApp();
    rig.w = await presentationWorld(rig.t);
    rig.janus = await Promise.all(janusPorts.map((ports) => testJanus(ports)));
    for (const j of rig.janus) rig.t.ctx.media.add(j.janus);
    // before the processes start: each takes its own copy of the configuration
    configure(rig.t.ctx.config);
    rig.servers = await startRealtimeServers(rig.t.ctx, 2);
  }, 60_000);
  afterAll(async () => {
    for (const close of rig.close) await close();
    for (const socket of rig.sockets) socket.close();
    await until(() => seatsHeld() === 0, 10_000, "seats released");
    for (const server of rig.servers) await server.close();
    rig.t?.ctx.media.close();
    await Promise.all(rig.janus.map((j) => j.stop()));
    await rig.t?.close();
  });
  return rig;
}
