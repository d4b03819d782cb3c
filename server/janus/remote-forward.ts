import { randomInt } from "node:crypto";
import { isIPv4 } from "node:net";
import type { JanusRoomRef, JanusStream, VideoRoomAdmin } from "./videoroom";

/** One side of a forward: an instance's administrator and the room there. */
export interface ForwardEnd {
  admin: VideoRoomAdmin;
  ref: JanusRoomRef;
}

export interface ForwardRequest {
  /** The presenter's instance and room (where the publisher is). */
  origin: ForwardEnd;
  /** The viewers' instance and room, where the publisher appears as a remote publisher. */
  target: ForwardEnd;
  /** The publisher's id on the origin. */
  publisherId: number;
  display: string;
  /** The publisher's streams as the origin lists them (`streams` of a `publishers` entry: type, mindex, mid, codec). */
  streams: JanusStream[];
  /** Its id on the target: the feed the viewers there subscribe to (random when not given). */
  remoteId?: number;
  /**
   * The address of the target's machine that the origin sends RTP to; the target binds its sockets there.
   * Default: the target's WebSocket host when it is an IPv4 address (127.0.0.1 for instances on one machine).
   */
  targetAddress?: string;
}

export interface RemoteForward {
  /** The feed id of the forwarded publisher in the target room. */
  remotePublisherId: number;
  /** The name of this forward on the origin (`remote_id` of publish_remotely). */
  remoteId: string;
  /** Where the origin sends the RTP. */
  address: { host: string; port: number; rtcpPort?: number };
  /** Stops sending, then removes the remote publisher (its viewers' subscriptions end). */
  stop(): Promise<void>;
}

function defaultAddress(target: VideoRoomAdmin): string {
  const host = new URL(target.instance.url).hostname;
  if (isIPv4(host)) return host;
  throw new Error(
    `forwarding to ${target.instance.url} needs targetAddress: the IPv4 address of that machine the origin can reach`,
  );
}

/**
 * Removes a remote publisher and checks that the room no longer lists it: under load, with event loops, Janus
 * 1.1.2 was seen keeping one that was removed right after it was added; it is asked again (up to 5 times).
 */
async function removeFully(target: ForwardEnd, id: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await target.admin.removeRemotePublisher(target.ref, id).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    const listed = await target.admin.participants(target.ref).catch(() => []);
    if (!listed.some((p) => p.id === id)) return;
  }
}

/**
 * Forwards a publisher of a room on one Janus instance to a room on another, so that a webinar can have more
 * viewers than one instance carries: the target gets a remote publisher (VideoRoom `add_remote_publisher`,
 * plain RTP on a port it opens, RTCP back to the origin for key-frame requests), then the origin sends the
 * publisher's streams there (`publish_remotely`). Viewers on the target subscribe to `remotePublisherId` as to
 * any feed. If the origin refuses, the remote publisher is removed again.
 */
export async function forwardPublisher(request: ForwardRequest): Promise<RemoteForward> {
  const { origin, target } = request;
  const bind = request.targetAddress ?? defaultAddress(target.admin);
  const remotePublisherId = request.remoteId ?? randomInt(1, 2 ** 47);
  const address = await target.admin.addRemotePublisher(
    target.ref,
    remotePublisherId,
    request.display,
    request.streams,
    bind,
  );
  const remoteId = `${target.ref.janusRoom}:${remotePublisherId}`;
  const host = address.ip === "0.0.0.0" ? bind : address.ip;
  try {
    await origin.admin.publishRemotely(origin.ref, request.publisherId, remoteId, {
      host,
      port: address.port,
      rtcpPort: address.rtcpPort,
    });
  } catch (error) {
    await removeFully(target, remotePublisherId);
    throw error;
  }
  return {
    remotePublisherId,
    remoteId,
    address: { host, port: address.port, rtcpPort: address.rtcpPort },
    async stop() {
      await origin.admin.unpublishRemotely(origin.ref, request.publisherId, remoteId);
      await target.admin.removeRemotePublisher(target.ref, remotePublisherId);
    },
  };
}
