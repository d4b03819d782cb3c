import type { TRoomToken } from "../../shared/contract";
import type { Session } from "../client/api";
import { VIEWERS_PER_INSTANCE } from "../harness/janus";
import { check } from "../harness/wait";
import type { Scenario, ScenarioContext } from "../scenario";
import { type Watched, watchedSocket } from "./people";

/** The demo's live webinar (buyer1 presents it, open from the demo's loading on). */
export async function liveWebinar(ctx: ScenarioContext): Promise<number> {
  const { api, world } = ctx;
  const subs = await api.json<{ id: number; category: string }[]>(
    "GET",
    `/api/subEvents?eventId=${world.expoId}`,
  );
  const sub = subs.find((s) => s.category === "presentation");
  check(sub, "no presentation sub-event in the demo");
  const list = await api.json<{ id: number; title: string }[]>(
    "GET",
    `/api/webinars?subEventId=${sub.id}`,
    world.buyer.token,
  );
  const live = list.find((w) => w.title.startsWith("Live:"));
  check(live, "the demo has no live webinar");
  return live.id;
}

export interface Seat {
  who: string;
  through: string;
  socket: Watched;
}

/** Enters the webinar's presentation room through the given process (its Janus seat is made there). */
export async function enter(
  ctx: ScenarioContext,
  who: Session,
  webinarId: number,
  through: string,
): Promise<Seat> {
  const token = await ctx.api.json<TRoomToken>(
    "GET",
    `/video/videoCall/token?meetingId=${webinarId}&eventType=presentation`,
    who.token,
  );
  const socket = await watchedSocket(ctx, who, through);
  const answer = (await socket.socket.timeout(15_000).emitWithAck("pres:join", { token: token.token })) as {
    ok: boolean;
    error?: string;
    detail?: string;
  };
  check(answer.ok, `${who.email} enters the room through ${through}: ${answer.error} ${answer.detail ?? ""}`);
  return { who: who.email, through, socket };
}

/**
 * A webinar whose attendees overflow onto the second Janus: the room holds VIEWERS_PER_INSTANCE seats on its
 * instance; the people who enter after, through other processes, are seated in its overflow room on the other
 * instance. The seats are counted in the database, so a process that holds none of them counts them all. (That
 * the presenter's media reaches the overflow room, through a forward, is shown in Chromium by
 * e2e/overflow-check.ts.)
 */
export const webinarOverflow: Scenario = {
  name: "a webinar's attendees entering through different processes overflow onto the second Janus",
  async run(ctx) {
    const { cluster, world, figure, log } = ctx;
    const webinarId = await liveWebinar(ctx);
    const attendees = await Promise.all(
      ["seller2", "seller3", "seller4"].map((who) => ctx.api.login(`${who}@bizmeet.demo`)),
    );
    const seats: Seat[] = [];
    const pg = await cluster.db.client();
    try {
      seats.push(await enter(ctx, world.buyer, webinarId, "web-1"));
      const order: [Session, string][] = [
        [attendees[0]!, "web-2"],
        [attendees[1]!, "web-3"],
        [attendees[2]!, "web-1"],
      ];
      for (const [who, through] of order) seats.push(await enter(ctx, who, webinarId, through));
      const rooms = await pg.query<{ room: string; instance_url: string }>(
        "select room, instance_url from janus_rooms where webinar_id = $1 order by room",
        [webinarId],
      );
      const people = await pg.query<{ identity: string; user_id: number; key: string }>(
        "select identity, user_id, coalesce(janus_room_key, room) as key from presentation_people where room = $1 and janus_id is not null",
        [rooms.rows[0]?.room ?? ""],
      );
      const byKey = new Map<string, number>();
      for (const p of people.rows) byKey.set(p.key, (byKey.get(p.key) ?? 0) + 1);
      const instances = new Set(rooms.rows.map((r) => r.instance_url));
      log(
        `rooms: ${rooms.rows.map((r) => `${r.room} on ${r.instance_url} (${byKey.get(r.room) ?? 0} seats)`).join(", ")}`,
      );
      check(
        rooms.rows.length === 2 && instances.size === 2,
        "the room and its overflow room are on two instances",
      );
      const own = rooms.rows.find((r) => !r.room.includes("#"))!.room;
      check(
        byKey.get(own) === VIEWERS_PER_INSTANCE,
        `the room's own instance holds ${VIEWERS_PER_INSTANCE} seats`,
      );
      check(byKey.get(`${own}#2`) === 2, "two attendees overflow onto the second instance");
      figure(
        "people seated on the second Janus",
        byKey.get(`${own}#2`)!,
        `of ${people.rowCount} in the room`,
      );
    } finally {
      await pg.end();
      for (const seat of seats) seat.socket.socket.close();
    }
  },
};
