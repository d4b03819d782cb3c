import type { Server, Socket } from "socket.io";
import { bytesToPcm16, pcm16ToFloat } from "../../../shared/captions/pcm";
import {
  CAPTION_EVENTS,
  CAPTION_LIMITS,
  type CaptionAck,
  type CaptionLanguage,
  ZCaptionLineIn,
} from "../../../shared/captions/protocol";
import type { AppContext } from "../../context";
import { type VideoSeat, videoRoom } from "../video/video.signalling";
import * as repo from "./captions.repository";
import { publishLine } from "./captions.service";
import { type SttSession, speechToText } from "./stt";

type Ack = (answer: CaptionAck) => void;
const asAck = (value: unknown): Ack => (typeof value === "function" ? (value as Ack) : () => undefined);

/** At most `limit` events a second (per socket, per kind): a fixed one-second window. */
function perSecond(limit: number) {
  let window = 0;
  let used = 0;
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== window) {
      window = now;
      used = 0;
    }
    return ++used <= limit;
  };
}

/** A seat in a video room, or in a webinar's presentation room (issue 21: `socket.data.presentation`). */
type Seat = Pick<VideoSeat, "room" | "claims">;

/** The socket's seat when it really is in this room (joined with a room token, not sent out since). */
function seatIn(socket: Socket, room: unknown): Seat | undefined {
  const video = socket.data.video as Seat | undefined;
  if (video && video.room === room && socket.rooms.has(videoRoom(video.room))) return video;
  const presentation = socket.data.presentation as Seat | undefined;
  if (presentation && presentation.room === room && socket.rooms.has(`pres:${presentation.room}`))
    return presentation;
  return undefined;
}

function bytesOf(chunk: unknown): Uint8Array | undefined {
  if (chunk instanceof Uint8Array) return chunk;
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  return undefined;
}

/** How long a socket trusts the room's captions state it read while audio streams in (the line re-reads it). */
const STATE_FOR_MS = 1_000;

/**
 * The captions of one socket (docs/captions.md): `captions:line` (text its browser recognised) and
 * `captions:audio` (its microphone, for the server's recogniser). Both only from a socket seated in that
 * video room, while the room's captions are on; the lines reach the room through `publishLine`.
 */
export function attachCaptions(ctx: AppContext, io: Server, socket: Socket): void {
  const lineRate = perSecond(CAPTION_LIMITS.linesPerSecond);
  const audioRate = perSecond(CAPTION_LIMITS.chunksPerSecond);
  let listening:
    | { room: string; language: CaptionLanguage; session: Promise<SttSession | undefined> }
    | undefined;
  let known: { room: string; at: number; captions: repo.RoomCaptions } | undefined;

  const stopListening = () => {
    const current = listening;
    listening = undefined;
    void current?.session.then((s) => s?.close()).catch(() => undefined);
  };

  socket.on(CAPTION_EVENTS.line, async (raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const parsed = ZCaptionLineIn.safeParse(raw);
    if (!parsed.success) return ack({ ok: false, error: "invalid" });
    const seat = seatIn(socket, parsed.data.room);
    if (!seat) return ack({ ok: false, error: "room" });
    if (!lineRate()) return ack({ ok: false, error: "rate" });
    ack(
      await publishLine(ctx, io, seat.claims, parsed.data).catch(
        (): CaptionAck => ({ ok: false, error: "invalid" }),
      ),
    );
  });

  socket.on(CAPTION_EVENTS.audio, async (raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const { room, pcm } = (raw ?? {}) as { room?: unknown; pcm?: unknown };
    const seat = seatIn(socket, room);
    if (!seat) {
      stopListening();
      return ack({ ok: false, error: "room" });
    }
    const bytes = bytesOf(pcm);
    if (!bytes || bytes.byteLength === 0 || bytes.byteLength > CAPTION_LIMITS.chunkBytesMax)
      return ack({ ok: false, error: "invalid" });
    if (!audioRate()) return ack({ ok: false, error: "rate" });
    if (!known || known.room !== seat.room || Date.now() - known.at > STATE_FOR_MS)
      known = { room: seat.room, at: Date.now(), captions: await repo.roomCaptions(ctx.db, seat.room) };
    const { on, language } = known.captions;
    if (!on) {
      stopListening();
      return ack({ ok: false, error: "off" });
    }
    if (listening && (listening.room !== seat.room || listening.language !== language)) stopListening();
    if (!listening) {
      const claims = seat.claims;
      const session = speechToText(ctx.config).then((provider) =>
        provider?.open(language, (text, final) => {
          void publishLine(ctx, io, claims, {
            text: text.slice(0, CAPTION_LIMITS.textMax),
            lang: language,
            final,
          }).catch(() => undefined);
        }),
      );
      listening = { room: seat.room, language, session: session.catch(() => undefined) };
    }
    const session = await listening.session;
    if (!session) {
      listening = undefined;
      return ack({ ok: false, error: "stt" });
    }
    session.write(pcm16ToFloat(bytesToPcm16(bytes)));
    ack({ ok: true });
  });

  socket.on("disconnecting", stopListening);
}
