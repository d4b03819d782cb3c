import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDayNotice } from "../../../shared/contract";
import { appSettings, pushSubscriptions } from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { connected, type RealtimeServer, socketTo, startRealtimeServers } from "../../test/realtime-servers";
import { notifyUsers, pushIdle, subscribe } from "./push.service";
import { vapidDetails } from "./push-keys";
import { type PushReceiver, type ReceiverSubscription, startPushReceiver } from "./push-receiver.testing";

let t: TestApp;
let receiver: PushReceiver;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await startTestApp({ PUSH_ALLOW_INSECURE: "on" });
  receiver = await startPushReceiver();
  [alice, bob, carol] = [await createUser(t.ctx), await createUser(t.ctx), await createUser(t.ctx)];
}, 60_000);

afterAll(async () => {
  await pushIdle();
  await receiver.close();
  await t.close();
});

const notice: TDayNotice = {
  kind: "meetingSoon",
  title: "In 5 minutes: Company 7",
  body: "Hall A, table 12 · 10:00",
  url: "/now",
  tag: "meeting:12",
  data: { meetingId: 12 },
};

const post = (token: string | undefined, payload: unknown) =>
  t.call({ method: "POST", url: "/api/push/subscriptions", token, payload: payload as object });
const remove = (token: string | undefined, endpoint: string) =>
  t.call({ method: "DELETE", url: "/api/push/subscriptions", token, payload: { endpoint } });
const rowOf = async (s: ReceiverSubscription) =>
  (await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.json.endpoint)))[0];

describe("the VAPID key", () => {
  it("is generated once, kept in the database and served to anyone", async () => {
    const first = await t.call({ method: "GET", url: "/api/push/key" });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await t.call({ method: "GET", url: "/api/push/key" })).json().publicKey).toBe(publicKey);
    const [row] = await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, "vapid_keys"));
    expect(JSON.parse(row!.value).publicKey).toBe(publicKey);
    expect((await vapidDetails(t.ctx)).subject).toBe("mailto:no-reply@bizmeet.local");
  });

  it("comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, and refuses one alone", async () => {
    const config = {
      ...t.ctx.config,
      vapidPublicKey: "PUB",
      vapidPrivateKey: "PRIV",
      vapidSubject: "https://x.test",
    };
    expect(await vapidDetails({ ...t.ctx, config })).toEqual({
      publicKey: "PUB",
      privateKey: "PRIV",
      subject: "https://x.test",
    });
    await expect(
      vapidDetails({ ...t.ctx, config: { ...config, vapidPrivateKey: undefined } }),
    ).rejects.toThrow(/together/);
  });
});

describe("subscriptions", () => {
  it("refuses an anonymous caller, bad keys and (unless allowed) plain http or local endpoints", async () => {
    const s = receiver.subscribe();
    expect((await post(undefined, s.json)).statusCode).toBe(401);
    expect(
      (await post(alice.token, { ...s.json, keys: { p256dh: "AAAA", auth: s.json.keys.auth } })).statusCode,
    ).toBe(400);
    expect((await post(alice.token, { ...s.json, endpoint: "not a url" })).statusCode).toBe(400);
    const strict = { ...t.ctx, config: { ...t.ctx.config, pushAllowInsecure: false } };
    const actor = { userId: alice.id, role: "USER" as const, tokenVersion: 0 };
    for (const endpoint of [
      s.json.endpoint,
      "https://127.0.0.1/push/1",
      "https://localhost/x",
      "https://[::1]/x",
    ])
      await expect(subscribe(strict, actor, { ...s.json, endpoint }, "")).rejects.toMatchObject({
        status: 400,
      });
    const ok = await subscribe(strict, actor, { ...s.json, endpoint: "https://push.example.com/a" }, "");
    expect(ok.endpoint).toBe("https://push.example.com/a");
    expect((await remove(alice.token, "https://push.example.com/a")).statusCode).toBe(200);
  });

  it("keeps a subscription (201) and moves an endpoint that subscribes again under another account", async () => {
    const s = receiver.subscribe();
    const res = await post(alice.token, s.json);
    expect(res.statusCode).toBe(201);
    expect(res.json().endpoint).toBe(s.json.endpoint);
    expect((await rowOf(s))!.userId).toBe(alice.id);
    expect((await post(bob.token, s.json)).statusCode).toBe(201);
    const rows = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.json.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([bob.id]);
    expect((await remove(bob.token, s.json.endpoint)).statusCode).toBe(200);
  });

  it("lets only the owner delete a subscription", async () => {
    const s = receiver.subscribe();
    await post(alice.token, s.json);
    expect((await remove(undefined, s.json.endpoint)).statusCode).toBe(401);
    expect((await remove(bob.token, s.json.endpoint)).statusCode).toBe(403);
    expect(await rowOf(s)).toBeDefined();
    expect((await remove(alice.token, s.json.endpoint)).statusCode).toBe(200);
    expect(await rowOf(s)).toBeUndefined();
    expect((await remove(alice.token, s.json.endpoint)).statusCode).toBe(404);
  });
});

describe("notifyUsers", () => {
  it("sends one valid, decryptable push per subscription, after the call returned", async () => {
    const [a1, a2, b1] = [receiver.subscribe(), receiver.subscribe(), receiver.subscribe()];
    for (const [user, s] of [
      [alice, a1],
      [alice, a2],
      [bob, b1],
    ] as const)
      expect((await post(user.token, s.json)).statusCode).toBe(201);
    const { publicKey } = (await t.call({ method: "GET", url: "/api/push/key" })).json();
    const before = receiver.received.length;

    notifyUsers(t.ctx, [alice.id, bob.id, carol.id, alice.id], notice);
    expect(receiver.received.length).toBe(before);
    await pushIdle();

    const got = receiver.received.slice(before);
    expect(got.map((r) => r.subscriptionId).sort()).toEqual([a1.id, a2.id, b1.id].sort());
    for (const push of got) {
      expect(push.error).toBeUndefined();
      expect(push.status).toBe(201);
      expect(push.vapid).toMatchObject({
        aud: receiver.origin,
        publicKey,
        sub: "mailto:no-reply@bizmeet.local",
      });
      expect(push.vapid!.exp * 1000).toBeGreaterThan(Date.now());
      expect(push.headers.ttl).toBe("600");
      expect(push.headers.urgency).toBe("high");
      expect(JSON.parse(push.payload!)).toEqual(notice);
    }
    const row = await rowOf(a1);
    expect(row!.lastSuccessAt?.getTime()).toBe(t.clock.now.getTime());
    expect(row!.failures).toBe(0);
    for (const [user, s] of [
      [alice, a1],
      [alice, a2],
      [bob, b1],
    ] as const)
      await remove(user.token, s.json.endpoint);
  });

  it("forgets a subscription the push service calls gone (410) and counts other failures", async () => {
    const [gone, failing] = [receiver.subscribe(), receiver.subscribe()];
    await post(carol.token, gone.json);
    await post(carol.token, failing.json);
    receiver.answer(gone, 410);
    receiver.answer(failing, 500);
    const before = receiver.received.length;
    notifyUsers(t.ctx, [carol.id], { ...notice, kind: "noShow" });
    await pushIdle();
    expect(
      receiver.received
        .slice(before)
        .map((r) => r.status)
        .sort(),
    ).toEqual([410, 500]);
    expect(await rowOf(gone)).toBeUndefined();
    expect((await rowOf(failing))!.failures).toBe(1);
    await remove(carol.token, failing.json.endpoint);
  });
});

describe("the in-app notice", () => {
  let servers: RealtimeServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it("reaches every socket of a user without any push subscription, and no one else", async () => {
    servers = await startRealtimeServers(t.ctx, 1);
    const ctx = { ...t.ctx, realtime: servers[0]!.hub };
    const carolSocket = socketTo(servers[0]!.url, carol.token);
    const bobSocket = socketTo(servers[0]!.url, bob.token);
    await Promise.all([connected(carolSocket), connected(bobSocket)]);
    const heardByBob: unknown[] = [];
    bobSocket.on("dayNotice", (payload) => heardByBob.push(payload));
    const heard = new Promise((resolve) => carolSocket.once("dayNotice", resolve));
    const before = receiver.received.length;
    notifyUsers(ctx, [carol.id], { ...notice, kind: "refillProposal", url: "/now?refill=3" });
    expect(await heard).toEqual({ ...notice, kind: "refillProposal", url: "/now?refill=3" });
    await pushIdle();
    expect(receiver.received.length).toBe(before);
    expect(heardByBob).toEqual([]);
    carolSocket.close();
    bobSocket.close();
  });
});
