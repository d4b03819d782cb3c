import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOR_CHANGE_EVENT, type TFloorChange } from "../../../shared/contract";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { connected, type RealtimeServer, socketTo, startRealtimeServers } from "../../test/realtime-servers";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";
import { addStaff, createUser } from "./live-floor.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let staff: TestUser;
let servers: RealtimeServer[] = [];
const sockets: Socket[] = [];

const joinFloor = (socket: Socket, id: number) =>
  new Promise<boolean>((resolve) => socket.emit("floor:join", id, (a: { ok: boolean }) => resolve(a.ok)));

async function open(server: RealtimeServer, token: string) {
  const socket = socketTo(server.url, token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  staff = await createUser(t.ctx);
  await addStaff(t, w.event.id, staff);
  // two server processes' worth of realtime over one database, sharing Redis
  servers = await startRealtimeServers(t.ctx, 2);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const server of servers) await server.close();
  await t.close();
});

describe("the live floor's channel floor:<subEventId>", () => {
  it("refuses participants, colleagues, another event's host and outsiders", async () => {
    for (const user of [w.seller, w.colleague, w.buyer, w.otherHost, w.outsider]) {
      expect(await joinFloor(await open(servers[0]!, user.token), w.s1.id)).toBe(false);
    }
  });

  it("lets the host and the event's check-in staff join; a change emitted on one process reaches them on the other within a second", async () => {
    const host = await open(servers[1]!, w.host.token);
    const desk = await open(servers[1]!, staff.token);
    expect(await joinFloor(host, w.s1.id)).toBe(true);
    expect(await joinFloor(desk, w.s1.id)).toBe(true);
    const refused = await open(servers[1]!, w.seller.token);
    let leaked = false;
    refused.on(FLOOR_CHANGE_EVENT, () => {
      leaked = true;
    });
    const change: TFloorChange = {
      subEventId: w.s1.id,
      meetingId: 1,
      placeId: 2,
      kind: "noShow",
      at: new Date().toISOString(),
    };
    const heard = [host, desk].map(
      (socket) => new Promise<TFloorChange>((resolve) => socket.once(FLOOR_CHANGE_EVENT, resolve)),
    );
    const started = Date.now();
    servers[0]!.hub.emit(`floor:${w.s1.id}`, FLOOR_CHANGE_EVENT, change);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("not within 1 s")), 1000),
    );
    expect(await Promise.race([Promise.all(heard), timeout])).toEqual([change, change]);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toBe(false);
  });
});
