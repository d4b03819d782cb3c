import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VideoJoinAnswer } from "../../../shared/video/protocol";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { ask, type PresentationWorld, presentationWorld, tokenFor } from "./presentation.fixture";
import { seatsHeld } from "./presentation.socket";

/** Without Janus a presentation room of up to six runs on the meeting rooms' mesh (docs/presentation.md). */
let t: TestApp;
let w: PresentationWorld;
let servers: RealtimeServer[] = [];
beforeAll(async () => {
  t = await startTestApp();
  w = await presentationWorld(t);
  servers = await startRealtimeServers(t.ctx, 1);
}, 60_000);
afterAll(async () => {
  // every seat's leave (Janus, the database, the room told) ends before the servers and Redis close
  await until(() => seatsHeld() === 0, 10_000, "seats released");
  for (const server of servers) await server.close();
  await t?.close();
});

describe("a presentation room without Janus", () => {
  it("hands out mesh tokens, refuses the Janus join, and seats presenter and attendee on the mesh", async () => {
    const url = servers[0]!.url;
    const presenter = await (await tokenFor(url, w.presenter, w.webinars.live)).json();
    const buyer = await (await tokenFor(url, w.buyer, w.webinars.live)).json();
    expect(presenter).toMatchObject({ media: "mesh", stage: "presenter" });
    const sockets = [socketTo(url, w.presenter.token, false), socketTo(url, w.buyer.token, false)];
    try {
      for (const s of sockets) await connected(s);
      expect(await ask(sockets[0]!, "join", { token: presenter.token })).toEqual({
        ok: false,
        error: "unavailable",
      });
      const join = (i: number, token: string) =>
        new Promise<VideoJoinAnswer>((resolve) =>
          sockets[i]!.emit("video:join", { token, audio: true, video: true }, resolve),
        );
      expect(await join(0, presenter.token)).toMatchObject({ ok: true, peers: [] });
      const second = await join(1, buyer.token);
      expect(second).toMatchObject({ ok: true });
      expect(second.ok && second.peers.map((p) => p.identity)).toEqual([presenter.identity]);
      // an outsider's meeting token does not open it, nor a stranger's socket with the presenter's token
      const stranger = socketTo(url, w.outsider.token, false);
      sockets.push(stranger);
      await connected(stranger);
      expect(
        await new Promise((resolve) =>
          stranger.emit("video:join", { token: presenter.token, audio: true, video: true }, resolve),
        ),
      ).toEqual({ ok: false, error: "token" });
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
