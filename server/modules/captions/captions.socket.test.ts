import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_SAMPLES, pcm16ToBytes } from "../../../shared/captions/pcm";
import type { CaptionAck, TCaptionLine } from "../../../shared/captions/protocol";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  connected,
  type RealtimeServer,
  socketTo,
  startRealtimeServers,
  until,
} from "../../test/realtime-servers";
import { type VideoWorld, videoWorld } from "../video/video.fixture";
import { scriptedSpeechToText } from "./stt/scripted";

/** Caption lines through the realtime layer, with two server processes sharing Redis (sockets on both). */
let t: TestApp;
let w: VideoWorld;
let servers: RealtimeServer[] = [];
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ CAPTIONS_STT: "script", CAPTIONS_BROWSER: "off" });
  w = await videoWorld(t);
  servers = await startRealtimeServers(t.ctx, 2);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const s of servers) await s.close();
  await t.close();
});

const room = () => `meeting:${w.meetings.live}`;
const url = (i: number) => servers[i % servers.length]!.url;
async function open(i: number, user?: TestUser): Promise<Socket> {
  const socket = socketTo(url(i), user?.token ?? "", false);
  sockets.push(socket);
  await connected(socket);
  return socket;
}
async function roomToken(user: TestUser): Promise<string> {
  const res = await fetch(`${url(0)}/video/videoCall/token?meetingId=${w.meetings.live}`, {
    headers: { authorization: user.token },
  });
  if (!res.ok) throw new Error(`token ${res.status}`);
  return (await res.json()).token;
}
async function seated(i: number, user: TestUser): Promise<{ socket: Socket; token: string }> {
  const socket = await open(i, user);
  const token = await roomToken(user);
  const answer = await socket.emitWithAck("video:join", { token, audio: true, video: true });
  if (!answer.ok) throw new Error(`join ${JSON.stringify(answer)}`);
  return { socket, token };
}
async function captions(user: TestUser, token: string, language: "ko-KR" | "en-US" | "off") {
  const res = await fetch(`${url(1)}/chime/${language === "off" ? "transcriptStop" : "transcriptStart"}`, {
    method: "POST",
    headers: { authorization: user.token, "x-room-token": token, "content-type": "application/json" },
    body: JSON.stringify(
      language === "off"
        ? { meetingId: room() }
        : { meetingId: room(), transcriptionConfig: { LanguageCode: language } },
    ),
  });
  expect(res.status).toBe(200);
}
const say = (socket: Socket, text: string, final = true, lang = "ko-KR", target = room()) =>
  socket.emitWithAck("captions:line", { room: target, text, lang, final }) as Promise<CaptionAck>;
const speak = (socket: Socket, bytes: Uint8Array, target = room()) =>
  socket.emitWithAck("captions:audio", { room: target, pcm: bytes }) as Promise<CaptionAck>;
function heard(socket: Socket) {
  const lines: TCaptionLine[] = [];
  socket.on("captions:line", (line: TCaptionLine) => lines.push(line));
  return lines;
}
async function kept(user: TestUser): Promise<string[]> {
  const res = await fetch(`${url(0)}/api/captions/transcript?meetingId=${w.meetings.live}`, {
    headers: { authorization: user.token },
  });
  return (await res.json()).lines.map((l: { text: string }) => l.text);
}
/** 100 ms of a quiet tone as the browser sends it. */
const chunk = () =>
  pcm16ToBytes(Int16Array.from({ length: CHUNK_SAMPLES }, (_, i) => Math.round(Math.sin(i / 5) * 3000)));

describe("caption lines through the realtime layer", () => {
  let seller: { socket: Socket; token: string };
  let buyer: { socket: Socket; token: string };
  let host: { socket: Socket; token: string };
  beforeAll(async () => {
    seller = await seated(0, w.seller);
    buyer = await seated(1, w.buyer);
    host = await seated(0, w.host);
  });

  it("refuses lines from sockets not in the room, from the observer, and while captions are off", async () => {
    const stranger = await open(1);
    const outsider = await open(0, w.outsider);
    const notSeated = await open(1, w.colleague);
    for (const socket of [stranger, outsider, notSeated])
      expect(await say(socket, "hello")).toEqual({ ok: false, error: "room" });
    // seated, but naming another room
    expect(await say(seller.socket, "hello", true, "ko-KR", `meeting:${w.meetings.later}`)).toEqual({
      ok: false,
      error: "room",
    });
    expect(await say(host.socket, "hello")).toEqual({ ok: false, error: "room" });
    // captions are off in this room until someone turns them on
    expect(await say(seller.socket, "hello")).toEqual({ ok: false, error: "off" });
    expect(await speak(seller.socket, chunk())).toEqual({ ok: false, error: "off" });
    expect(await say(seller.socket, "")).toEqual({ ok: false, error: "invalid" });
    expect(await say(seller.socket, "hi", true, "ja-JP")).toEqual({ ok: false, error: "invalid" });
    expect(await kept(w.seller)).toEqual([]);
  });

  it("brings a line from one socket to everyone in the room across processes, and keeps the final ones", async () => {
    const states: unknown[] = [];
    host.socket.on("captions:state", (s: unknown) => states.push(s));
    const buyerHears = heard(buyer.socket);
    const hostHears = heard(host.socket);
    await captions(w.seller, seller.token, "ko-KR");
    await until(() => states.length === 1, 2_000, "state reaches the observer");
    expect(states[0]).toEqual({
      room: room(),
      on: true,
      language: "ko-KR",
      serverStt: true,
      browserStt: false,
    });
    expect(await say(seller.socket, "안녕하", false)).toEqual({ ok: true });
    expect(await say(seller.socket, "안녕하세요, 반갑습니다")).toEqual({ ok: true });
    await until(() => buyerHears.length === 2 && hostHears.length === 2, 2_000, "lines reach the room");
    expect(buyerHears[1]).toMatchObject({
      room: room(),
      identity: `u${w.seller.id}`,
      name: "Kim Seller",
      lang: "ko-KR",
      text: "안녕하세요, 반갑습니다",
      final: true,
    });
    expect(buyerHears[0]).toMatchObject({ final: false, id: null });
    expect(typeof buyerHears[1]!.id).toBe("number");
    // only the final line is kept
    expect(await kept(w.buyer)).toEqual(["안녕하세요, 반갑습니다"]);
    // a socket that left the room cannot post any more
    await buyer.socket.emitWithAck("video:leave", {});
    expect(await say(buyer.socket, "still here?")).toEqual({ ok: false, error: "room" });
    buyer = await seated(1, w.buyer);
  });

  it("turns the server recogniser's text from streamed audio into lines the same way, in the room's language", async () => {
    const sellerHears = heard(seller.socket);
    await captions(w.buyer, buyer.token, "en-US");
    scriptedSpeechToText.say("Nice to meet you", false);
    scriptedSpeechToText.say("Nice to meet you too");
    expect(await speak(buyer.socket, chunk())).toEqual({ ok: true });
    expect(await speak(buyer.socket, chunk())).toEqual({ ok: true });
    await until(() => sellerHears.length === 2, 2_000, "recognised lines reach the room");
    expect(sellerHears.map((l) => [l.text, l.final, l.lang, l.identity])).toEqual([
      ["Nice to meet you", false, "en-US", `u${w.buyer.id}`],
      ["Nice to meet you too", true, "en-US", `u${w.buyer.id}`],
    ]);
    expect(scriptedSpeechToText.opened).toContain("en-US");
    expect(scriptedSpeechToText.samplesHeard).toBe(2 * CHUNK_SAMPLES);
    expect(await kept(w.seller)).toEqual(["안녕하세요, 반갑습니다", "Nice to meet you too"]);
    // a chunk beyond a second of audio, or no audio at all, is refused
    expect(await speak(buyer.socket, new Uint8Array(40_000))).toEqual({ ok: false, error: "invalid" });
    expect(await speak(buyer.socket, new Uint8Array(0))).toEqual({ ok: false, error: "invalid" });
    // off again: audio and lines are refused, nothing more is kept
    await captions(w.seller, seller.token, "off");
    scriptedSpeechToText.say("not kept");
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the socket's state read expires
    expect(await speak(buyer.socket, chunk())).toEqual({ ok: false, error: "off" });
    expect(await say(seller.socket, "not kept either")).toEqual({ ok: false, error: "off" });
    expect(await kept(w.seller)).toHaveLength(2);
  });
});
