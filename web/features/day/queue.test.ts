import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { DayQueue, type QueuedAction } from "./queue";

let n = 0;
const open = () => DayQueue.open(`day-test-${++n}`);
const at = (s: number) => new Date(Date.UTC(2026, 11, 7, 0, 40, s));

/** A server whose arrival is idempotent, like the real one; `down` makes it unreachable. */
function fakeServer() {
  const arrivals = new Map<number, string>();
  const lates: { meetingId: number; minutes: number }[] = [];
  const state = { down: true, calls: 0, refuse: new Set<number>() };
  const send = async (a: QueuedAction) => {
    state.calls++;
    if (state.down) throw new TypeError("Failed to fetch");
    if (state.refuse.has(a.meetingId)) return "refused" as const;
    if (a.kind === "arrival" && !arrivals.has(a.meetingId)) arrivals.set(a.meetingId, a.tappedAt);
    if (a.kind === "late") lates.push({ meetingId: a.meetingId, minutes: a.minutes });
    return "sent" as const;
  };
  return { arrivals, lates, state, send };
}

describe("the day's offline queue", () => {
  it("keeps taps made offline and sends them once when the server is back, with the tap's time", async () => {
    const queue = await open();
    const server = fakeServer();
    await queue.enqueue(1, { kind: "arrival", meetingId: 10 }, at(5));
    await queue.enqueue(1, { kind: "late", meetingId: 11, minutes: 10 }, at(6));
    expect(await queue.flush(1, server.send)).toEqual({ sent: [], refused: [] });
    expect(await queue.pending(1)).toHaveLength(2);

    server.state.down = false;
    const { sent } = await queue.flush(1, server.send);
    expect(sent.map((a) => a.kind)).toEqual(["arrival", "late"]);
    expect(server.arrivals.get(10)).toBe(at(5).toISOString());
    expect(await queue.pending(1)).toEqual([]);
    await queue.flush(1, server.send);
    expect(server.state.calls).toBe(3);
    queue.close();
  });

  it("sends each action once when two flushes run together", async () => {
    const queue = await open();
    const server = fakeServer();
    server.state.down = false;
    await queue.enqueue(1, { kind: "arrival", meetingId: 10 }, at(1));
    await Promise.all([queue.flush(1, server.send), queue.flush(1, server.send)]);
    expect(server.state.calls).toBe(1);
    queue.close();
  });

  it("keeps only the latest 'running late' of a meeting, and each user's own actions", async () => {
    const queue = await open();
    await queue.enqueue(1, { kind: "late", meetingId: 11, minutes: 5 }, at(1));
    await queue.enqueue(1, { kind: "late", meetingId: 11, minutes: 15 }, at(2));
    await queue.enqueue(2, { kind: "arrival", meetingId: 11 }, at(3));
    const mine = await queue.pending(1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "late", minutes: 15 });
    expect(await queue.pending(2)).toHaveLength(1);
    queue.close();
  });

  it("drops an action the server refused and says so", async () => {
    const queue = await open();
    const server = fakeServer();
    server.state.down = false;
    server.state.refuse.add(10);
    await queue.enqueue(1, { kind: "arrival", meetingId: 10 }, at(1));
    const { refused } = await queue.flush(1, server.send);
    expect(refused.map((a) => a.meetingId)).toEqual([10]);
    expect(await queue.pending(1)).toEqual([]);
    queue.close();
  });
});
