import { readFileSync } from "node:fs";
import path from "node:path";
import { ChatMember } from "../client/chat";
import { connected, join, openSocket, servedBy } from "../client/sockets";
import { check, until } from "../harness/wait";
import { median, type Scenario, since } from "../scenario";

/**
 * Chat between two users whose sockets are on different web processes (they say which: SERVED_BY), with a
 * third member whose browser cannot use WebSockets: long-polling through nginx, kept on one process by the
 * route cookie nginx gave it (every poll of its session went to the same process, as nginx's log shows).
 */
export const chatAcrossProcesses: Scenario = {
  name: "chat between two users on different processes (and a long-polling member)",
  async run({ cluster, routes, world, figure, log }) {
    const seller = new ChatMember(cluster, routes.api("web-1"), world.seller, world.roomId);
    const buyer = new ChatMember(cluster, routes.api("web-2"), world.buyer, world.roomId);
    const polling = openSocket(cluster, world.colleague.token, { polling: true });
    try {
      await Promise.all([seller.ready(), buyer.ready(), connected(polling)]);
      check(await join(polling, "chat", world.roomId), "the colleague joins the room");
      const heardByPolling = new Set<string>();
      polling.on("chat:message", (m: { clientId: string }) => heardByPolling.add(m.clientId));
      const placed = {
        seller: await servedBy(seller.socket),
        buyer: await servedBy(buyer.socket),
        polling: await servedBy(polling),
      };
      log(
        `sockets: seller on ${placed.seller}, buyer on ${placed.buyer}, long-polling colleague on ${placed.polling}`,
      );
      check(placed.seller === "web-1" && placed.buyer === "web-2", `placed ${JSON.stringify(placed)}`);

      // one message at a time, each awaited on the other side: the delivery time across processes
      const latencies: number[] = [];
      for (let i = 0; i < 6; i++) {
        const [writer, reader] = i % 2 === 0 ? [seller, buyer] : [buyer, seller];
        const id = writer.write(`ping ${i}`);
        await until(() => reader.arrivedAt.has(id), 5_000, "the message arrives live on the other process");
        latencies.push(reader.arrivedAt.get(id)! - writer.writtenAt.get(id)!);
      }
      figure("write to live arrival on the other process, median of 6", median(latencies), "ms");

      // then a burst from both sides at once
      const burstStart = Date.now();
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) {
        ids.push(seller.write(`seller ${i}`));
        ids.push(buyer.write(`buyer ${i}`));
      }
      await Promise.all([seller.drained(10_000), buyer.drained(10_000)]);
      await until(
        () => seller.holds(ids) && buyer.holds(ids) && ids.every((id) => heardByPolling.has(id)),
        5_000,
        "every message reaches every member",
      );
      figure("20 messages written at once by both, all held by all three members", since(burstStart), "ms");
      // live, not only by a catch-up read: each side heard the other's messages on its socket
      for (const [reader, writer] of [
        [seller, buyer],
        [buyer, seller],
      ] as const)
        check(
          writer.written.every((id) => reader.arrivedAt.has(id)),
          `${reader.session.email} heard every message of ${writer.session.email} live`,
        );

      // the long-polling session stayed on one process: every poll of its session id went to one upstream
      check(polling.io.engine.transport.name === "polling", "the colleague's socket is long-polling");
      const sid = polling.io.engine.id;
      const polls = readFileSync(path.join(cluster.dir, "nginx", "access.log"), "utf8")
        .split("\n")
        .filter((line) => line.includes(`sid=${sid}`));
      const upstreams = new Set(polls.map((line) => /up=(\S+)/.exec(line)?.[1]));
      const names = [...upstreams].map((u) => cluster.nameOfUpstream(u ?? null)).join(", ");
      log(`the long-polling session made ${polls.length} requests through nginx, all to ${names}`);
      check(polls.length >= 5 && upstreams.size === 1, "every poll of the session went to one process");
      figure("long-polling requests of one session, all on one process", polls.length, "requests");
      check((await servedBy(polling)) === placed.polling, "the long-polling member did not move");
    } finally {
      seller.close();
      buyer.close();
      polling.close();
    }
  },
};
