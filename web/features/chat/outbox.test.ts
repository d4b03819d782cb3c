import { describe, expect, it } from "vitest";
import type { TChatMessage } from "../../../shared/contract";
import {
  backoffMs,
  failureKind,
  type KeyValueStore,
  Outbox,
  type OutboxEntry,
  type OutboxOptions,
  outboxKey,
} from "./outbox";

/** A server that stores a client id once, as the real one does; `answer` decides each attempt's fate. */
class FakeServer {
  readonly stored: TChatMessage[] = [];
  readonly attempts: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** ok; offline (no answer); lost (stored, the answer lost); or an HTTP error. */
  answer: (entry: OutboxEntry) => "ok" | "offline" | "lost" | { status: number; key: string } = () => "ok";

  send = async (entry: OutboxEntry): Promise<TChatMessage> => {
    this.attempts.push(entry.clientId);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await Promise.resolve();
    this.inFlight--;
    const fate = this.answer(entry);
    if (fate === "offline") throw new TypeError("Failed to fetch");
    if (typeof fate === "object") throw Object.assign(new Error(fate.key), fate);
    let message = this.stored.find((m) => m.clientId === entry.clientId);
    if (!message) {
      message = {
        id: this.stored.length + 1,
        sid: String(this.stored.length + 1),
        roomId: 7,
        seq: this.stored.length + 1,
        clientId: entry.clientId,
        kind: entry.kind,
        text: entry.text,
        card: null,
        deleted: false,
        author: { identity: "1", name: "Me|1", applicationId: 1 },
        createdAt: new Date(0).toISOString(),
      };
      this.stored.push(message);
    }
    if (fate === "lost") throw new TypeError("network changed");
    return message;
  };

  texts = () => this.stored.map((m) => m.text);
}

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

/** Timers run only when the test advances the clock. */
class Clock {
  now = 1_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private next = 0;
  readonly delays: number[] = [];
  setTimer = (run: () => void, ms: number) => {
    this.delays.push(ms);
    const id = ++this.next;
    this.timers.push({ at: this.now + ms, run, id });
    return id;
  };
  clearTimer = (id: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== id);
  };
  get pending() {
    return this.timers.length;
  }
  async advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.run();
    }
    this.now = end;
    await settle();
  }
}

async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

let ids = 0;
function setup(extra: Partial<OutboxOptions> = {}) {
  const server = new FakeServer();
  const clock = new Clock();
  const storage = (extra.storage as MemoryStore | undefined) ?? new MemoryStore();
  const make = (more: Partial<OutboxOptions> = {}) => {
    const box = new Outbox({
      key: outboxKey(1, 7),
      storage,
      send: server.send,
      describe: (e) =>
        e instanceof TypeError ? { status: 0 } : (e as { status: number; key: string; message: string }),
      newId: () => `client-${String(++ids).padStart(6, "0")}`,
      now: () => clock.now,
      random: () => 0.5,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      ...extra,
      ...more,
    });
    box.start();
    return box;
  };
  return { server, clock, storage, box: make(), make };
}

describe("chat outbox: order", () => {
  it("sends one message at a time, in the order written, however fast they are written", async () => {
    const { server, box } = setup();
    for (let i = 1; i <= 20; i++) box.write("text", `m${i}`);
    await settle();
    await settle();
    for (let i = 0; i < 20; i++) await settle();
    expect(server.maxInFlight).toBe(1);
    expect(server.texts()).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 1}`));
  });

  it("keeps the writing order through failures: the next message waits until the one before is stored", async () => {
    const { server, clock, box } = setup();
    let down = true;
    server.answer = () => (down ? "offline" : "ok");
    for (let i = 1; i <= 5; i++) box.write("text", `m${i}`);
    await clock.advance(3_000);
    expect(server.stored).toEqual([]);
    // every attempt so far was the first message's
    expect(new Set(server.attempts).size).toBe(1);
    down = false;
    box.wake();
    await clock.advance(0);
    for (let i = 0; i < 10; i++) await settle();
    expect(server.texts()).toEqual(["m1", "m2", "m3", "m4", "m5"]);
  });

  it("lists the unsent in writing order, a refused one in its place, and stored ones until shown", async () => {
    const { server, box } = setup();
    server.answer = (e) => (e.text === "too long" ? { status: 400, key: "chat.tooLong" } : "ok");
    box.write("text", "first");
    box.write("text", "too long");
    box.write("text", "third");
    for (let i = 0; i < 10; i++) await settle();
    expect(box.view.items.map((e) => [e.text, e.status])).toEqual([
      ["first", "stored"],
      ["too long", "refused"],
      ["third", "stored"],
    ]);
    box.forget(server.stored.map((m) => m.clientId));
    expect(box.view.items.map((e) => e.text)).toEqual(["too long"]);
    expect(box.view).toMatchObject({ waiting: 0, refused: 1 });
  });
});

describe("chat outbox: one copy", () => {
  it("forgets a message the room shows as stored even when this outbox never heard the answer", async () => {
    const { server, box, storage } = setup();
    server.answer = () => ({ status: 404, key: "chat.noUser" });
    const entry = box.write("text", "stored, answer lost, then the room closed");
    for (let i = 0; i < 5; i++) await settle();
    expect(box.view.items[0]?.status).toBe("refused");
    box.forget([entry.clientId]);
    expect(box.view.items).toEqual([]);
    expect(storage.getItem(outboxKey(1, 7))).toBeNull();
  });

  it("keeps the client id through every attempt: an answer lost after storing never makes a second copy", async () => {
    const { server, clock, box } = setup();
    let first = true;
    server.answer = () => {
      if (!first) return "ok";
      first = false;
      return "lost";
    };
    const entry = box.write("text", "hello");
    await clock.advance(1_000);
    expect(server.attempts).toEqual([entry.clientId, entry.clientId]);
    expect(server.stored).toHaveLength(1);
    expect(box.view.items[0]).toMatchObject({ status: "stored", message: { seq: 1 } });
  });

  it("tells the room of each stored message once, with the message as stored", async () => {
    const { box } = setup();
    const seen: number[] = [];
    box.onStored((m) => seen.push(m.seq));
    box.write("text", "a");
    box.write("card", "");
    for (let i = 0; i < 10; i++) await settle();
    expect(seen).toEqual([1, 2]);
  });
});

describe("chat outbox: retries", () => {
  it("backs off 0.5 s doubling to 15 s while there is no answer, and goes at once when woken", async () => {
    const { server, clock, box } = setup();
    server.answer = () => "offline";
    box.write("text", "hi");
    await clock.advance(60_000);
    expect(clock.delays.slice(0, 7)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    const before = server.attempts.length;
    server.answer = () => "ok";
    box.wake();
    await settle();
    await settle();
    expect(server.attempts.length).toBe(before + 1);
    expect(server.texts()).toEqual(["hi"]);
    expect(clock.pending).toBe(0);
  });

  it("spreads the waits by ±20%", () => {
    expect(backoffMs(1, 0)).toBe(400);
    expect(backoffMs(1, 1)).toBe(600);
    expect(backoffMs(10, 0.5)).toBe(15_000);
  });

  it("retries what a busy server or a dropped session answered, and waits for the writer on a refusal", () => {
    for (const status of [0, 408, 425, 429, 500, 502, 503, 401])
      expect(failureKind(status), String(status)).toBe("retry");
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(failureKind(status), String(status)).toBe("refuse");
  });

  it("a refusal does not hold the queue: the next messages go; retry sends the refused one, discard drops it", async () => {
    const { server, box } = setup();
    let blocked = true;
    server.answer = (e) => (e.text === "b" && blocked ? { status: 403, key: "chat.prohibited" } : "ok");
    box.write("text", "a");
    const b = box.write("text", "b");
    box.write("text", "c");
    for (let i = 0; i < 10; i++) await settle();
    expect(server.texts()).toEqual(["a", "c"]);
    expect(box.view.items.find((e) => e.text === "b")).toMatchObject({
      status: "refused",
      refusal: { status: 403, key: "chat.prohibited" },
    });
    blocked = false;
    box.retry(b.clientId);
    for (let i = 0; i < 10; i++) await settle();
    expect(server.texts()).toEqual(["a", "c", "b"]);
    const d = box.write("text", "d");
    blocked = true;
    server.answer = () => ({ status: 404, key: "chat.noUser" });
    const e = box.write("text", "e");
    for (let i = 0; i < 10; i++) await settle();
    expect(box.discard(e.clientId)).toBe(true);
    expect(box.view.items.some((x) => x.clientId === e.clientId)).toBe(false);
    expect(d.clientId).toBeTruthy();
  });

  it("sets a message aside after 5 server errors in a row, so that the ones after it go on; no answer never does", async () => {
    const { server, clock, box } = setup();
    server.answer = (e) => (e.text === "poison" ? { status: 500, key: "common.serverError" } : "ok");
    box.write("text", "poison");
    box.write("text", "after");
    await clock.advance(30_000);
    expect(server.attempts.filter((id) => id === box.view.items[0]?.clientId)).toHaveLength(5);
    expect(box.view.items[0]).toMatchObject({ text: "poison", status: "refused" });
    expect(server.texts()).toEqual(["after"]);

    const offline = setup();
    offline.server.answer = () => "offline";
    offline.box.write("text", "patient");
    await offline.clock.advance(10 * 60_000);
    expect(offline.server.attempts.length).toBeGreaterThan(20);
    expect(offline.box.view.items[0]).toMatchObject({ status: "queued" });
  });
});

describe("chat outbox: kept in storage", () => {
  it("survives a reload: a new outbox on the same storage sends what was kept, in order, with the same ids", async () => {
    const { server, clock, box, storage, make } = setup();
    server.answer = () => "offline";
    const written = ["one", "two", "three"].map((t) => box.write("text", t).clientId);
    await clock.advance(100);
    box.stop(); // the page goes away
    server.answer = () => "ok";
    const after = make();
    // the first is on its way again at once, the others wait their turn
    expect(after.view.items.map((e) => [e.text, e.status])).toEqual([
      ["one", "sending"],
      ["two", "queued"],
      ["three", "queued"],
    ]);
    for (let i = 0; i < 10; i++) await settle();
    expect(server.stored.map((m) => m.clientId)).toEqual(written);
    // nothing is left to send after a further reload
    expect(storage.getItem(outboxKey(1, 7))).toBeNull();
    expect(make().view.items).toEqual([]);
  });

  it("keeps a refused message with its reason through a reload", async () => {
    const { server, box, make } = setup();
    server.answer = () => ({ status: 403, key: "chat.prohibited" });
    box.write("text", "blocked words");
    for (let i = 0; i < 5; i++) await settle();
    box.stop();
    server.answer = () => "ok";
    const after = make();
    for (let i = 0; i < 5; i++) await settle();
    expect(after.view.items[0]).toMatchObject({ status: "refused", refusal: { key: "chat.prohibited" } });
    expect(server.stored).toEqual([]);
  });

  it("keeps accounts apart: another user's outbox on the same browser sees and sends nothing of mine", async () => {
    const { server, clock, box, storage, make } = setup();
    server.answer = () => "offline";
    box.write("text", "private to user 1");
    await clock.advance(100);
    box.stop(); // user 1 signs out
    server.answer = () => "ok";
    const other = make({ key: outboxKey(2, 7) });
    for (let i = 0; i < 5; i++) await settle();
    expect(other.view.items).toEqual([]);
    expect(server.stored).toEqual([]);
    expect([...storage.data.keys()]).toEqual([outboxKey(1, 7)]);
  });

  it("sends nothing more once stopped (signed out); the message stays for its writer's return", async () => {
    const { server, clock, box, storage } = setup();
    server.answer = () => "offline";
    box.write("text", "later");
    await clock.advance(100);
    box.stop();
    const attempts = server.attempts.length;
    server.answer = () => "ok";
    box.wake();
    await clock.advance(60_000);
    expect(server.attempts.length).toBe(attempts);
    expect(storage.getItem(outboxKey(1, 7))).toContain("later");
  });

  it("ignores storage that is not an outbox, and keeps sending when storage refuses to save", async () => {
    const storage = new MemoryStore();
    storage.setItem(outboxKey(1, 7), "{not json");
    const { box, server } = setup({ storage });
    expect(box.view.items).toEqual([]);
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    box.write("text", "still goes");
    for (let i = 0; i < 5; i++) await settle();
    expect(server.texts()).toEqual(["still goes"]);
  });

  it("shares the storage between tabs: a save never brings back what the other sent; adopt takes in what it wrote", async () => {
    const { server, clock, box: tabA, make } = setup();
    server.answer = () => "offline";
    const tabB = make();
    tabA.write("text", "from A");
    await clock.advance(10);
    tabB.adopt();
    expect(tabB.view.items.map((e) => e.text)).toEqual(["from A"]);
    tabB.write("text", "from B");
    await clock.advance(10);
    server.answer = () => "ok";
    tabA.adopt();
    tabA.wake();
    tabB.wake();
    for (let i = 0; i < 20; i++) await settle();
    expect(server.texts()).toEqual(["from A", "from B"]);
    // each tab's later save keeps the storage empty of what was stored
    tabA.write("text", "again A");
    for (let i = 0; i < 10; i++) await settle();
    const fresh = make();
    expect(fresh.view.items).toEqual([]);
    expect(server.stored).toHaveLength(3);
  });
});
