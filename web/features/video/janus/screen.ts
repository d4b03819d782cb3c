import type { TJsep } from "../../../../shared/video/presentation";
import { MEDIA_LIMITS, type TIceServer } from "../../../../shared/video/protocol";
import { emit, request } from "../../../lib/realtime";
import { RoomRefusedError } from "../mesh/room-support";

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * A presenter's screen share in a presentation room (13.31): a second publisher on Janus through our server,
 * video only, one encoding at the screen's caps. The server refuses anyone but a presenter, and a second share
 * while someone shares ("busy"); both reject with RoomRefusedError("sharing").
 */
export class ScreenShare {
  private pc: RTCPeerConnection | undefined;
  /** What is shared (kept so that a reconnect can share it again). */
  stream: MediaStream | undefined;

  async start(stream: MediaStream, iceServers: TIceServer[]): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track) throw new RoomRefusedError("sharing");
    await this.stop();
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    pc.onicecandidate = (e) =>
      emit("pres:trickle", { target: "screen", candidate: e.candidate ? e.candidate.toJSON() : null });
    pc.addTransceiver(track, {
      direction: "sendonly",
      streams: [stream],
      sendEncodings: [
        { maxBitrate: MEDIA_LIMITS.videoBitrate.screen, maxFramerate: MEDIA_LIMITS.screen.frameRate },
      ],
    });
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await request<Answer<{ jsep: TJsep }>>(
      "pres:share",
      { jsep: { type: "offer", sdp: pc.localDescription?.sdp ?? "" } },
      20_000,
    ).catch(() => ({ ok: false as const, error: "timeout" }));
    if (!answer.ok || this.pc !== pc) {
      pc.close();
      if (this.pc === pc) this.pc = undefined;
      throw new RoomRefusedError("sharing");
    }
    await pc.setRemoteDescription(answer.jsep);
    this.stream = stream;
  }

  /** Stops sharing and tells the server. */
  async stop(): Promise<void> {
    this.stream = undefined;
    const pc = this.pc;
    if (!pc) return;
    this.pc = undefined;
    pc.close();
    await request("pres:unshare", {}, 10_000).catch(() => undefined);
  }

  /** The connection is gone (a reconnect): closed here only, the server ended the share with the old socket. */
  drop(): void {
    this.pc?.close();
    this.pc = undefined;
  }
}
