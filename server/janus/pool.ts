import { randomBytes, randomInt } from "node:crypto";
import type { DbOrTx } from "../db/client";
import type { JanusInstance } from "./janus-process";
import type { Placement } from "./placement.repository";
import * as placements from "./placement.repository";
import { type JanusRoomRef, VideoRoomAdmin } from "./videoroom";

export interface PlacedRoom {
  placement: Placement;
  ref: JanusRoomRef;
  instance: JanusInstance;
  admin: VideoRoomAdmin;
}

/**
 * The Janus instances this deployment has (JANUS_URLS, or the one `npm start` runs) and where each
 * presentation room lives. A room is placed once, on the instance with the fewest live rooms, and the
 * placement is stored, so every app process sends the room's people to the same instance.
 */
export class MediaServers {
  private instances = new Map<string, JanusInstance>();
  private admins = new Map<string, VideoRoomAdmin>();

  add(instance: JanusInstance): void {
    this.instances.set(instance.url, instance);
  }

  get available(): boolean {
    return this.instances.size > 0;
  }

  list(): JanusInstance[] {
    return [...this.instances.values()];
  }

  admin(url: string): VideoRoomAdmin {
    const instance = this.instances.get(url);
    if (!instance) throw new Error(`no Janus instance ${url}`);
    let admin = this.admins.get(url);
    if (!admin) {
      admin = new VideoRoomAdmin(instance);
      this.admins.set(url, admin);
    }
    return admin;
  }

  /**
   * The room's placement, placing it now (least-loaded instance) when it has none or its instance is gone; a
   * new placement avoids the instances `avoid` when there is another (an overflow room beside its room and
   * the room's other overflow rooms).
   */
  async place(
    db: DbOrTx,
    room: string,
    webinarId: number | null,
    now: Date,
    avoid: string[] = [],
  ): Promise<PlacedRoom> {
    if (!this.available) throw new Error("no Janus instance is configured");
    let placement = await placements.placementOf(db, room);
    if (placement && !this.instances.has(placement.instanceUrl)) {
      await placements.forget(db, room);
      placement = undefined;
    }
    if (!placement) {
      const all = [...this.instances.keys()];
      const others = all.filter((u) => !avoid.includes(u));
      const urls = others.length > 0 ? others : all;
      const load = await placements.loadByInstance(db, urls, now);
      const url = urls.reduce((best, u) => ((load.get(u) ?? 0) < (load.get(best) ?? 0) ? u : best));
      placement = await placements.place(db, {
        room,
        webinarId,
        instanceUrl: url,
        janusRoom: randomInt(1, 2 ** 47),
        secret: randomBytes(18).toString("base64url"),
      });
    }
    const instance = this.instances.get(placement.instanceUrl) as JanusInstance;
    return {
      placement,
      ref: { janusRoom: placement.janusRoom, secret: placement.secret },
      instance,
      admin: this.admin(placement.instanceUrl),
    };
  }

  close(): void {
    for (const admin of this.admins.values()) admin.close();
    this.admins.clear();
  }
}
