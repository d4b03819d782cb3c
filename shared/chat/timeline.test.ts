import { describe, expect, it } from "vitest";
import type { TChatMessage } from "../contract/chat";
import { ChatTimeline, catchUp } from "./timeline";

const msg = (seq: number, text = `m${seq}`): TChatMessage => ({
  id: seq + 100,
  sid: String(seq + 100),
  roomId: 1,
  seq,
  clientId: `c${seq}`,
  kind: "text",
  text,
  card: null,
  deleted: false,
  author: { identity: "1", name: "A|1", applicationId: 1 },
  createdAt: new Date(0).toISOString(),
});

describe("ChatTimeline", () => {
  it("keeps each message once, in room order, whatever the arrival order", () => {
    const t = new ChatTimeline();
    t.merge([msg(3), msg(1)]);
    t.merge([msg(2), msg(3)]);
    expect(t.list().map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(t.maxSeq).toBe(3);
    t.markDeleted(2);
    expect(t.list()[1]).toMatchObject({ deleted: true, text: "" });
  });

  it("catches up page by page after the highest held sequence", async () => {
    const server = Array.from({ length: 250 }, (_, i) => msg(i + 1));
    const t = new ChatTimeline();
    t.merge([msg(1), msg(2)]);
    const calls: number[] = [];
    await catchUp(
      t,
      async (after, limit) => {
        calls.push(after);
        return { messages: server.filter((m) => m.seq > after).slice(0, limit), lastSeq: 250 };
      },
      100,
    );
    expect(calls).toEqual([2, 102, 202]);
    expect(t.size).toBe(250);
    expect(t.synced).toBe(250);
  });

  it("moves the synced point over live messages only without a hole, and over holes the server vouched for", () => {
    const t = new ChatTimeline();
    t.merge([msg(1), msg(2)]);
    t.merge([msg(4)]); // 3 still on its way (another server) or lost in a drop
    expect(t.synced).toBe(2);
    t.merge([msg(3)]);
    expect(t.synced).toBe(4);
    t.merge([msg(6)]); // 5 is a gap the server never had
    t.syncedTo(5);
    expect(t.synced).toBe(6);
  });
});

describe("catching up again from earlier", () => {
  it("reads the held window again (deletions made meanwhile arrive) and keeps a deletion final", async () => {
    const server = Array.from({ length: 6 }, (_, i) => msg(i + 1));
    const t = new ChatTimeline();
    t.merge(server.slice(3));
    t.syncedTo(6);
    server[4] = { ...server[4]!, deleted: true, text: "" };
    const calls: number[] = [];
    await catchUp(
      t,
      async (after, limit) => {
        calls.push(after);
        return { messages: server.filter((m) => m.seq > after).slice(0, limit), lastSeq: 6 };
      },
      100,
      3,
    );
    expect(calls).toEqual([3]);
    expect(t.list().find((m) => m.seq === 5)?.deleted).toBe(true);
    // a page read before the deletion and answered after it does not undo it
    t.merge([msg(5)]);
    expect(t.list().find((m) => m.seq === 5)?.deleted).toBe(true);
  });
});
