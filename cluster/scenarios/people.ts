import type { Socket } from "socket.io-client";
import type { Session } from "../client/api";
import { connected, openSocket, servedBy } from "../client/sockets";
import { check } from "../harness/wait";
import type { ScenarioContext } from "../scenario";

/** A signed-in person's socket through nginx, with when it was dropped and reconnected. */
export interface Watched {
  who: string;
  socket: Socket;
  drops: { at: number; reason: string }[];
  connects: number[];
}

/** Opens a socket for `who` on the process, checks it is there, and records its drops and reconnections. */
export async function watchedSocket(
  ctx: ScenarioContext,
  who: Session,
  processName: string,
): Promise<Watched> {
  const socket = openSocket(ctx.cluster, who.token, { route: ctx.routes.to(processName) });
  const watched: Watched = { who: who.email, socket, drops: [], connects: [] };
  socket.on("disconnect", (reason) => watched.drops.push({ at: Date.now(), reason }));
  socket.on("connect", () => watched.connects.push(Date.now()));
  await connected(socket);
  check((await servedBy(socket)) === processName, `${who.email}'s socket is on ${processName}`);
  return watched;
}

/** Signs in demo sellers from `from` on (seller2@, seller3@, …), `count` of them. */
export async function moreSellers(ctx: ScenarioContext, from: number, count: number): Promise<Session[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => ctx.api.login(`seller${from + i}@bizmeet.demo`)),
  );
}

/** The time from `t` until the socket's first reconnection after it (undefined while it has not). */
export function reconnectedAfter(watched: Watched, t: number): number | undefined {
  const at = watched.connects.find((c) => c >= t);
  return at === undefined ? undefined : at - t;
}
