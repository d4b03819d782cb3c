/**
 * The event day's mix for bench:cluster, built from the demo (server/seed) as the cluster test loads it: phones
 * reading Now / Next and their week's schedule, staff scanning badges at the entrance, people chatting and saying
 * "we are here". Each request carries a route cookie: one process's (every request to web-1 through nginx) or a
 * random one (nginx spreads them over the three).
 */
import { randomUUID } from "node:crypto";
import type { Api, Session } from "../../cluster/client/api";
import type { DemoWorld } from "../../cluster/client/demo";
import type { OpenRequest } from "../lib/open-loop";

interface Person {
  session: Session;
  /** The person's application in the expo's live matching sub-event (their week's schedule). */
  applicationId: number | null;
}

export interface Mix {
  people: Person[];
  rooms: { roomId: number; token: string }[];
  arrivals: { meetingId: number; token: string }[];
  badges: string[];
  eventId: number;
  host: Session;
}

/** Logs the demo's sellers and buyers in and reads what the mix needs (rooms, meetings of now, badges). */
export async function loadMix(api: Api, world: DemoWorld, count = 20): Promise<Mix> {
  const emails = Array.from({ length: count }, (_, i) => [`seller${i + 1}`, `buyer${i + 1}`]).flat();
  const sessions = await Promise.all(emails.map((e) => api.login(`${e}@bizmeet.demo`)));
  const people: Person[] = [];
  const arrivals: Mix["arrivals"] = [];
  for (const session of sessions) {
    const day = await api.json<{
      current: { meetingId: number; applicationId?: number } | null;
      next: { meetingId: number } | null;
    }>("GET", "/api/me/day", session.token);
    if (day.current) arrivals.push({ meetingId: day.current.meetingId, token: session.token });
    const mine = await api
      .json<{ application: { id: number } }>(
        "GET",
        `/api/applications/manager?subEventId=${world.subEventId}`,
        session.token,
      )
      .catch(() => undefined);
    people.push({ session, applicationId: mine?.application.id ?? null });
  }
  const roster = await api.json<{ badges: { id: string; state: string }[] }>(
    "GET",
    `/api/checkin/events/${world.expoId}/roster`,
    world.host.token,
  );
  return {
    people,
    rooms: [{ roomId: world.roomId, token: world.seller.token }],
    arrivals,
    badges: roster.badges.flatMap((b) => (b.state === "ok" ? [b.id] : [])),
    eventId: world.expoId,
    host: world.host,
  };
}

const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/**
 * `n` requests of the mix: 45 % Now / Next, 25 % the week's schedule, 10 % "we are here", 10 % entrance scans,
 * 10 % chat messages (the cluster's chat limit is raised for its tests: CHAT_RATE_PER_10S=1000 a person).
 * `route(i)` gives each request's route cookie.
 */
export function mixRequests(mix: Mix, n: number, route: (i: number) => string): OpenRequest[] {
  const out: OpenRequest[] = [];
  for (let i = 0; i < n; i++) {
    const cookie = `bizmeet_route=${route(i)}`;
    const json = { "content-type": "application/json", cookie };
    const slot = i % 20;
    const person = pick(mix.people, i * 7);
    const auth = { authorization: person.session.token, cookie };
    if (slot < 9) out.push({ method: "GET", path: "/api/me/day", headers: auth });
    else if (slot < 14 && person.applicationId)
      out.push({
        method: "GET",
        path: `/api/meetings/schedule?applicationId=${person.applicationId}`,
        headers: auth,
      });
    else if (slot < 14) out.push({ method: "GET", path: "/api/me/day", headers: auth });
    else if (slot < 16) {
      const room = pick(mix.rooms, i);
      out.push({
        method: "POST",
        path: `/api/chat/rooms/${room.roomId}/messages`,
        headers: { ...json, authorization: room.token },
        body: JSON.stringify({ clientId: `bench-${randomUUID()}`, text: `bench message ${i}` }),
      });
    } else if (slot < 18 && mix.arrivals.length > 0) {
      const a = pick(mix.arrivals, i);
      out.push({
        method: "POST",
        path: `/api/meetings/${a.meetingId}/arrival`,
        headers: { ...json, authorization: a.token },
        body: "{}",
      });
    } else {
      out.push({
        method: "POST",
        path: `/api/checkin/events/${mix.eventId}/checks`,
        headers: { ...json, authorization: mix.host.token },
        body: JSON.stringify({
          deviceId: "bench-cluster",
          checks: [
            {
              clientId: `bench-${randomUUID()}`,
              badgeId: pick(mix.badges, i * 13),
              place: "entrance",
              scannedAt: new Date().toISOString(),
            },
          ],
        }),
      });
    }
  }
  return out;
}
