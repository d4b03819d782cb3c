import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { TCheckInput, TCheckResult } from "../../../shared/contract";
import { CheckinStore } from "./queue";

let n = 0;
const open = () => CheckinStore.open(`test-${++n}`);
const scan = (i: number, eventId = 7) => ({
  eventId,
  clientId: `c-${i}`,
  code: `BZ1.badge${i}.sig`,
  place: "entrance",
  scannedAt: new Date(Date.UTC(2026, 11, 1, 0, 0, i)).toISOString(),
});

/** A server that stores each (device, client id) once, like the real one; `down` makes it unreachable. */
function fakeServer() {
  const stored = new Map<string, TCheckInput>();
  const state = { down: true, calls: 0, refuse: new Set<string>() };
  const send = async (_eventId: number, deviceId: string, checks: TCheckInput[]): Promise<TCheckResult[]> => {
    state.calls++;
    if (state.down) throw new TypeError("Failed to fetch");
    return checks.map((c) => {
      stored.set(`${deviceId}/${c.clientId}`, c);
      return {
        clientId: c.clientId,
        outcome: state.refuse.has(c.clientId) ? "revoked" : "in",
        checkinId: 1,
        scannedAt: c.scannedAt,
        badge: { id: "b", name: "Kim", company: "Acme", role: "seller" },
        previous: null,
      };
    });
  };
  return { stored, state, send };
}

describe("the device's check-in queue", () => {
  it("keeps 20 scans made offline and sends each once, with its own time, when the network is back", async () => {
    const store = await open();
    const server = fakeServer();
    for (let i = 0; i < 20; i++) await store.enqueue(scan(i));
    expect(await store.pending(7)).toHaveLength(20);
    await expect(store.flush(7, server.send)).rejects.toThrow("Failed to fetch");
    expect(await store.pending(7)).toHaveLength(20);
    server.state.down = false;
    const { sent, refused } = await store.flush(7, server.send);
    expect(sent).toBe(20);
    expect(refused).toEqual([]);
    expect(await store.pending(7)).toEqual([]);
    expect(server.stored.size).toBe(20);
    expect([...server.stored.values()][3]!.scannedAt).toBe("2026-12-01T00:00:03.000Z");
    store.close();
  });

  it("runs one flush at a time, so two triggers do not send a scan twice", async () => {
    const store = await open();
    const server = fakeServer();
    server.state.down = false;
    for (let i = 0; i < 5; i++) await store.enqueue(scan(i));
    const [a, b] = await Promise.all([store.flush(7, server.send), store.flush(7, server.send)]);
    expect(a.sent + b.sent).toBe(5);
    expect(server.state.calls).toBe(1);
    store.close();
  });

  it("keeps the scans the server refused to show them, and only the event's own queue is sent", async () => {
    const store = await open();
    const server = fakeServer();
    server.state.down = false;
    server.state.refuse.add("c-1");
    await store.enqueue(scan(0));
    await store.enqueue(scan(1));
    await store.enqueue(scan(2, 8));
    const { refused } = await store.flush(7, server.send);
    expect(refused).toMatchObject([{ clientId: "c-1", outcome: "revoked", name: "Kim · Acme" }]);
    expect(await store.refusals(7)).toHaveLength(1);
    await store.dismiss("c-1");
    expect(await store.refusals(7)).toHaveLength(0);
    expect(await store.pending(8)).toHaveLength(1);
    store.close();
  });

  it("keeps one device id and the roster", async () => {
    const store = await open();
    const id = await store.deviceId();
    expect(await store.deviceId()).toBe(id);
    await store.saveRoster(
      7,
      [{ id: "b1", name: "Kim", company: "Acme", role: "seller", state: "ok" }],
      new Date(0),
    );
    expect((await store.roster(7))[0]!.name).toBe("Kim");
    expect(await store.roster(9)).toEqual([]);
    store.close();
  });
});
