import { ChatMember, checkExactlyOnce, everyoneHolds } from "../client/chat";
import { Load } from "../client/load";
import { servedBy } from "../client/sockets";
import { check, sleep, until } from "../harness/wait";
import { median, type Scenario } from "../scenario";
import { moreSellers, reconnectedAfter, watchedSocket } from "./people";

/**
 * Losing a machine: `kill -9` of web-1 in the middle of a chat between seller1 (on web-1) and buyer1 (on
 * web-2), with four more people's sockets on web-1 and screens reading and marking the room through every
 * process. Their sockets must reconnect through nginx to the others within 5 s; the outboxes resend what was
 * not answered; every message is stored exactly once and nothing acknowledged is lost.
 */
export const losingAMachine: Scenario = {
  name: "losing a machine: kill -9 of one web process mid-chat",
  async run(ctx) {
    const { cluster, routes, world, figure, log } = ctx;
    const victim = cluster.process("web-1");
    const seller = new ChatMember(cluster, routes.api("web-1"), world.seller, world.roomId);
    const buyer = new ChatMember(cluster, routes.api("web-2"), world.buyer, world.roomId);
    const others = await Promise.all(
      (await moreSellers(ctx, 2, 4)).map((who) => watchedSocket(ctx, who, "web-1")),
    );
    const loads = [
      new Load(routes.api("web-1"), world.seller.token, world.roomId),
      new Load(routes.api("web-2"), world.buyer.token, world.roomId),
      new Load(routes.api("web-3"), world.buyer.token, world.roomId),
    ];
    let writing = true;
    const chatter = (async () => {
      for (let i = 0; writing; i++) {
        seller.write(`seller ${i}`);
        buyer.write(`buyer ${i}`);
        await sleep(100);
      }
    })();
    try {
      await Promise.all([seller.ready(), buyer.ready()]);
      check((await servedBy(seller.socket)) === "web-1", "seller1's socket is on web-1");
      for (const load of loads) load.start();
      await until(() => seller.acked.size >= 10 && buyer.acked.size >= 10, 10_000, "the chat is under way");

      const ackedBefore = [...seller.acked.keys(), ...buyer.acked.keys()];
      const killedAt = Date.now();
      await victim.kill9();
      log(`web-1 killed with ${ackedBefore.length} messages acknowledged`);
      const moved = [...others, { who: world.seller.email, socket: seller.socket, connects: [] as number[] }];
      await until(
        () =>
          others.every((o) => reconnectedAfter(o, killedAt) !== undefined) &&
          seller.joins.some((j) => j > killedAt),
        10_000,
        "every socket of web-1 reconnects through nginx",
      );
      const times = [
        ...others.map((o) => reconnectedAfter(o, killedAt)!),
        seller.joins.find((j) => j > killedAt)! - killedAt,
      ];
      for (const m of moved) check((await servedBy(m.socket)) !== "web-1", `${m.who} is on another process`);
      figure("sockets on the killed process", moved.length, "sockets");
      figure("kill -9 to reconnected elsewhere, slowest socket", Math.max(...times), "ms", "≤ 5000");
      figure("kill -9 to reconnected elsewhere, median", median(times), "ms");
      check(Math.max(...times) <= 5_000, `a socket took ${Math.max(...times)} ms to reconnect`);

      // the people of web-1 go on: their next requests are answered elsewhere, their outbox stores again
      const firstElsewhere = await until(
        () => loads[0]!.firstElsewhereAfter(killedAt, "web-1"),
        10_000,
        "a request of web-1's people is answered by another process",
      );
      figure(
        "kill -9 to the first answer elsewhere for web-1's people",
        firstElsewhere.at + firstElsewhere.ms - killedAt,
        "ms",
      );
      const storedAgain = await until(
        () => [...seller.acked.values()].find((m) => !ackedBefore.includes(m.clientId)),
        10_000,
        "seller1's outbox stores again",
      );
      figure(
        "kill -9 to seller1's next message stored",
        seller.ackedAt.get(storedAgain.clientId)! - killedAt,
        "ms",
      );
      // and the chat goes on for a while on the survivors
      const ackedBy = seller.acked.size;
      await until(() => seller.acked.size >= ackedBy + 5, 10_000, "seller1 goes on writing");
    } finally {
      writing = false;
      await chatter;
      for (const load of loads) await load.stop();
    }
    try {
      await Promise.all([seller.drained(30_000), buyer.drained(30_000)]);
      const failed = loads.flatMap((l) => l.failures());
      const total = loads.reduce((n, l) => n + l.outcomes.length, 0);
      log(
        `background requests: ${total}, failed ${failed.length}${failed.length ? `: ${failed.map((f) => `${f.method} ${f.status}`).join(", ")}` : ""}`,
      );
      figure(
        "background requests failed during the kill",
        failed.length,
        `of ${total}`,
        "in flight on web-1 only",
      );
      check(
        failed.every((f) => f.method === "POST"),
        "only requests nginx could not pass on (a POST already sent to web-1) failed",
      );
      const sends = [...seller.attempts, ...buyer.attempts];
      const resent = sends.filter((a) => a.status === 0 || a.status >= 500);
      figure("chat sends that failed and were sent again by the outbox", resent.length, "sends");
      const tally = await checkExactlyOnce(buyer.api, world.buyer.token, world.roomId, [seller, buyer]);
      log(`chat: ${tally.written} written, ${tally.acked} acknowledged, ${tally.stored} stored`);
      figure("chat messages lost (acknowledged ones)", tally.ackedLost, "messages", "0");
      figure("chat messages stored twice", tally.duplicated, "messages", "0");
      check(tally.lost === 0 && tally.ackedLost === 0 && tally.duplicated === 0, JSON.stringify(tally));
      const all = [...seller.written, ...buyer.written];
      await everyoneHolds([seller, buyer], all, 10_000);
      // what web-1 stored and died before sending live reaches buyer1 by the drawer's read of a hole
      const byRead = seller.written.filter((id) => !buyer.arrivedAt.has(id));
      log(`seller1's messages buyer1 got by a read, not live: ${byRead.length}`);
      figure("messages that reached the other side by a read, not live", byRead.length, "messages");
    } finally {
      seller.close();
      buyer.close();
      for (const o of others) o.socket.close();
    }
    const restart = await victim.start();
    figure("the killed process started again, ready in", restart, "ms");
    figure("then back in nginx's rotation", await routes.backInRotation(victim.name), "ms");
  },
};
