import { JanusConnection, JanusError, type JanusHandle } from "./janus-client";
import type { JanusInstance } from "./janus-process";

/** What the app keeps of a VideoRoom room: its id on the instance and its secret (needed for every edit). */
export interface JanusRoomRef {
  janusRoom: number;
  secret: string;
}

export interface RoomOptions {
  description: string;
  /** How many may publish at once (presenters on stage and attendees' low cameras). */
  publishers: number;
}

/** A participant as `listparticipants` answers. */
export interface JanusParticipant {
  id: number;
  display?: string;
  publisher: boolean;
}

const NO_SUCH_ROOM = 426;

/**
 * The VideoRoom requests the app makes on one Janus instance as its administrator: create rooms (admin key,
 * a secret per room, the token check on from the start), allow and disallow participants' tokens, kick,
 * mute a stream (`moderate`: the participant cannot undo it), list, destroy, and forward a publisher to a
 * second instance (`add_remote_publisher` there, `publish_remotely` here). One session and handle per
 * instance, opened again when Janus or the connection drops.
 */
export class VideoRoomAdmin {
  private handle: Promise<JanusHandle> | undefined;
  private connection: JanusConnection | undefined;

  constructor(readonly instance: JanusInstance) {}

  private admin(): Promise<JanusHandle> {
    if (!this.handle) {
      this.handle = (async () => {
        const connection = await JanusConnection.open(this.instance.url, this.instance.apiSecret);
        this.connection = connection;
        const session = await connection.createSession();
        session.onExpired(() => {
          this.handle = undefined;
        });
        return session.attach();
      })();
      this.handle.catch(() => {
        this.handle = undefined;
      });
    }
    return this.handle;
  }

  private async ask(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return (await this.admin()).request(body);
  }

  async exists(janusRoom: number): Promise<boolean> {
    const answer = await this.ask({ request: "exists", room: janusRoom });
    return answer.exists === true;
  }

  /** Creates the room (if it is not there: Janus restarted, or first use) with the token check enabled. */
  async ensure(ref: JanusRoomRef, options: RoomOptions): Promise<void> {
    if (await this.exists(ref.janusRoom)) return;
    try {
      await this.ask({
        request: "create",
        admin_key: this.instance.adminKey,
        room: ref.janusRoom,
        secret: ref.secret,
        description: options.description.slice(0, 100),
        publishers: options.publishers,
        is_private: true,
        allowed: [],
        // Janus checks tokens only on publisher-role joins: a subscription must name the private_id of a
        // participant who joined with a token, and a kicked participant's subscriptions end with them
        require_pvtid: true,
        audiocodec: "opus",
        videocodec: "vp8",
        bitrate: 1_200_000,
        fir_freq: 10,
        notify_joining: true,
        audiolevel_event: false,
        permanent: false,
      });
    } catch (error) {
      // created by another process at the same moment
      if (!(error instanceof JanusError && error.code === 427)) throw error;
    }
  }

  /** Lets these tokens in (a participant's `join` must carry one). */
  async allow(ref: JanusRoomRef, tokens: string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.ask({
      request: "allowed",
      room: ref.janusRoom,
      secret: ref.secret,
      action: "add",
      allowed: tokens,
    });
  }

  async disallow(ref: JanusRoomRef, tokens: string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.ask({
      request: "allowed",
      room: ref.janusRoom,
      secret: ref.secret,
      action: "remove",
      allowed: tokens,
    });
  }

  /** Removes a participant from the room (their publisher and subscriptions end). */
  async kick(ref: JanusRoomRef, id: number): Promise<void> {
    try {
      await this.ask({ request: "kick", room: ref.janusRoom, secret: ref.secret, id });
    } catch (error) {
      // not (or no longer) in the room
      if (!(error instanceof JanusError && (error.code === 428 || error.code === NO_SUCH_ROOM))) throw error;
    }
  }

  /** Mutes or unmutes one of a publisher's streams; while muted by the room, the publisher cannot unmute it. */
  async moderate(ref: JanusRoomRef, id: number, mid: string, mute: boolean): Promise<void> {
    await this.ask({ request: "moderate", room: ref.janusRoom, secret: ref.secret, id, mid, mute });
  }

  async participants(ref: JanusRoomRef): Promise<JanusParticipant[]> {
    try {
      const answer = await this.ask({ request: "listparticipants", room: ref.janusRoom });
      return (answer.participants as JanusParticipant[]) ?? [];
    } catch (error) {
      if (error instanceof JanusError && error.code === NO_SUCH_ROOM) return [];
      throw error;
    }
  }

  async destroy(ref: JanusRoomRef): Promise<void> {
    try {
      await this.ask({ request: "destroy", room: ref.janusRoom, secret: ref.secret });
    } catch (error) {
      if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
    }
  }

  /**
   * Here (the viewers' instance): a remote publisher whose RTP another instance will send; answers where to
   * send it. `streams` are the publisher's streams as the origin lists them. Janus numbers a remote
   * publisher's streams by their place in this list and matches incoming RTP to them by the origin's m-line
   * index (the SSRC the origin sends with), so each stream goes at its origin `mindex` and gaps are filled
   * with disabled streams. `iface` is the address Janus binds the RTP sockets to (the one the origin reaches).
   */
  async addRemotePublisher(
    ref: JanusRoomRef,
    id: number,
    display: string,
    streams: JanusStream[],
    iface = "127.0.0.1",
  ): Promise<{ ip: string; port: number; rtcpPort?: number }> {
    const answer = await this.ask({
      request: "add_remote_publisher",
      room: ref.janusRoom,
      secret: ref.secret,
      id,
      display,
      iface,
      port: 0,
      rtcp_port: 0,
      streams: byMindex(streams),
    });
    return {
      ip: String(answer.ip ?? iface),
      port: Number(answer.port),
      rtcpPort: answer.rtcp_port as number | undefined,
    };
  }

  /** Here (the viewers' instance): removes a remote publisher (its viewers' subscriptions end). */
  async removeRemotePublisher(ref: JanusRoomRef, id: number): Promise<void> {
    try {
      await this.ask({ request: "remove_remote_publisher", room: ref.janusRoom, secret: ref.secret, id });
    } catch (error) {
      if (!(error instanceof JanusError && (error.code === 428 || error.code === NO_SUCH_ROOM))) throw error;
    }
  }

  /** Here (the origin): stops sending a publisher's RTP to the remote publisher `remoteId`. */
  async unpublishRemotely(ref: JanusRoomRef, publisherId: number, remoteId: string): Promise<void> {
    try {
      await this.ask({
        request: "unpublish_remotely",
        room: ref.janusRoom,
        secret: ref.secret,
        admin_key: this.instance.adminKey,
        publisher_id: publisherId,
        remote_id: remoteId,
      });
    } catch (error) {
      if (!(error instanceof JanusError && (error.code === 428 || error.code === NO_SUCH_ROOM))) throw error;
    }
  }

  /** Here (the origin): sends a publisher's RTP to a remote publisher on another instance. */
  async publishRemotely(
    ref: JanusRoomRef,
    publisherId: number,
    remoteId: string,
    target: { host: string; port: number; rtcpPort?: number },
  ): Promise<void> {
    await this.ask({
      request: "publish_remotely",
      room: ref.janusRoom,
      secret: ref.secret,
      admin_key: this.instance.adminKey,
      publisher_id: publisherId,
      remote_id: remoteId,
      host: target.host,
      port: target.port,
      ...(target.rtcpPort ? { rtcp_port: target.rtcpPort } : {}),
    });
  }

  close(): void {
    this.connection?.close();
    this.handle = undefined;
  }
}

export interface JanusStream {
  type: "audio" | "video" | "data";
  mid: string;
  /** The stream's m-line index at the origin (its place in the publisher's SDP). */
  mindex?: number;
  codec?: string;
  /** A video stream the publisher sends in simulcast layers (the target then receives every layer). */
  simulcast?: boolean;
}

/**
 * The `streams` of `add_remote_publisher` (each needs `mindex`, `mid`, `type` and, for media, `codec`),
 * placed at their origin m-line index; a missing index becomes a disabled stream.
 */
function byMindex(streams: JanusStream[]): Record<string, unknown>[] {
  const placed = streams.map((s, i) => ({ ...s, mindex: s.mindex ?? i }));
  const size = Math.max(...placed.map((s) => s.mindex)) + 1;
  return Array.from({ length: size }, (_, mindex) => {
    const s = placed.find((p) => p.mindex === mindex);
    if (!s) return { type: "audio", mindex, mid: String(mindex), codec: "opus", disabled: true };
    return {
      type: s.type,
      mindex,
      mid: s.mid,
      ...(s.codec ? { codec: s.codec } : {}),
      ...(s.type === "video" ? { simulcast: s.simulcast === true } : {}),
    };
  });
}
