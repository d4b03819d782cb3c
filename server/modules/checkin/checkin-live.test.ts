import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCheckinLive } from "../../../shared/contract";
import { CHECKIN_EVENT } from "../../../shared/contract";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let servers: RealtimeServer[] = [];
let staffA: TestUser;
let staffB: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  servers = await startRealtimeServers(t.ctx, 2);
  staffA = await createUser(t.ctx, { name: "Staff A" });
  staffB = await createUser(t.ctx, { name: "Staff B" });
  for (const staff of [staffA, staffB])
    await t.call({
      method: "POST",
      url: `/api/host/events/${w.event.id}/checkinStaff`,
      token: w.host.token,
      payload: { email: staff.email },
    });
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await t.close();
});

describe("live check-ins", () => {
  it("two staff phones on two server processes and the host hear each other's check-ins within a second", async () => {
    const listeners = [
      socketTo(servers[0]!.url, staffA.token),
      socketTo(servers[1]!.url, staffB.token),
      socketTo(servers[1]!.url, w.host.token),
      socketTo(servers[0]!.url, w.seller.token),
    ];
    await Promise.all(listeners.map(connected));
    const heard: TCheckinLive[][] = listeners.map(() => []);
    for (const [i, socket] of listeners.entries())
      socket.on(CHECKIN_EVENT, (m: TCheckinLive) => heard[i]!.push(m));
    const qr = (
      await t.call({ method: "GET", url: `/api/events/${w.event.id}/badge`, token: w.buyer.token })
    ).json().qr;
    const sentAt = Date.now();
    const res = await fetch(`${servers[0]!.url}/api/checkin/events/${w.event.id}/checks`, {
      method: "POST",
      headers: { authorization: staffA.token, "content-type": "application/json" },
      body: JSON.stringify({
        deviceId: "phone-a-0001",
        checks: [{ clientId: "x1", code: qr, place: "entrance", scannedAt: new Date().toISOString() }],
      }),
    });
    expect(res.status).toBe(200);
    await until(
      () => heard.slice(0, 3).every((h) => h.length === 1),
      1_000,
      "staff and host heard the check-in",
    );
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(heard[1]![0]).toMatchObject({
      eventId: w.event.id,
      row: { name: "Bob Buyer", outcome: "in", byName: "Staff A" },
    });
    // a participant of the event hears nothing of the door
    expect(heard[3]).toHaveLength(0);
    for (const socket of listeners) socket.close();
  });
});
