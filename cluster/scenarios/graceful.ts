import { ChatMember, checkExactlyOnce, everyoneHolds } from "../client/chat";
import { Load } from "../client/load";
import { servedBy } from "../client/sockets";
import { check, sleep, until } from "../harness/wait";
import { type Scenario, type ScenarioContext, since } from "../scenario";
import { moreSellers, reconnectedAfter, watchedSocket } from "./people";

/**
 * SIGTERM while a request is in flight on the process: seller1's message to buyer1 waits on a row lock this
 * test holds in PostgreSQL, so it is on web-1 when web-1 is told to stop. web-1 must stop taking requests
 * (web-1's people are answered elsewhere at once, none fails), send its sockets to reconnect elsewhere, finish
 * the message (stored, acknowledged by web-1, delivered live to buyer1 on web-2) and exit within 10 s.
 */
export const gracefulShutdown: Scenario = {
  name: "graceful shutdown: SIGTERM with a request in flight",
  async run(ctx) {
    const { cluster, routes, world, figure, log } = ctx;
    const victim = cluster.process("web-1");
    const seller = new ChatMember(cluster, routes.api("web-1"), world.seller, world.roomId);
    const buyer = new ChatMember(cluster, routes.api("web-2"), world.buyer, world.roomId);
    const load = new Load(routes.api("web-1"), world.seller.token, world.roomId);
    const pg = await cluster.db.client();
    try {
      await Promise.all([seller.ready(), buyer.ready()]);
      check((await servedBy(seller.socket)) === "web-1", "seller1's socket is on web-1");
      await pg.query("begin");
      await pg.query("select id from chat_rooms where id = $1 for no key update", [world.roomId]);
      const inFlight = seller.write("sent while web-1 stops");
      await until(
        async () =>
          (
            await pg.query(
              "select 1 from pg_stat_activity where application_name = 'bizmeet-web-1' and wait_event_type = 'Lock'",
            )
          ).rowCount,
        10_000,
        "seller1's message waits on the lock inside web-1",
      );
      load.start();
      const termAt = Date.now();
      const exited = victim.terminate();
      const elsewhere = await until(
        () => load.firstElsewhereAfter(termAt, "web-1"),
        5_000,
        "web-1's people are answered elsewhere",
      );
      figure("SIGTERM to web-1's people answered elsewhere", elsewhere.at + elsewhere.ms - termAt, "ms");
      await until(() => seller.joins.some((j) => j > termAt), 5_000, "seller1's socket reconnects elsewhere");
      const moved = seller.joins.find((j) => j > termAt)! - termAt;
      check(
        seller.disconnects.at(-1)?.reason === "transport close",
        `seller1's socket was let go to reconnect (${seller.disconnects.at(-1)?.reason})`,
      );
      figure("SIGTERM to seller1's socket reconnected elsewhere", moved, "ms");
      check((await servedBy(seller.socket)) !== "web-1", "seller1's socket is on another process");
      check(!seller.acked.has(inFlight), "the message is still in flight");

      await pg.query("commit");
      const releasedAt = Date.now();
      await until(() => seller.acked.has(inFlight), 5_000, "the message in flight is answered");
      const answer = seller.attempts.at(-1)!;
      check(
        answer.status === 200 && answer.servedBy === "web-1",
        `answered ${answer.status} by ${answer.servedBy}`,
      );
      check(seller.attempts.length === 1, "it was sent once, never resent");
      await until(() => buyer.arrivedAt.has(inFlight), 5_000, "buyer1 on web-2 hears it live");
      const { code, ms } = await exited;
      log(
        `web-1 exited with ${code} ${ms} ms after SIGTERM (the lock was held ${releasedAt - termAt} ms of it)`,
      );
      check(code === 0, `web-1 exited with ${code}`);
      check(ms < 10_000 + (releasedAt - termAt), `web-1 took ${ms} ms to stop`);
      figure("lock released to web-1 exited", ms - (releasedAt - termAt), "ms");
      await load.stop();
      const failed = load.failures();
      figure(
        "requests of web-1's people failed during the drain",
        failed.length,
        `of ${load.outcomes.length}`,
        "0",
      );
      check(failed.length === 0, `failed: ${failed.map((f) => `${f.method} ${f.status}`).join(", ")}`);
    } finally {
      await pg.query("rollback").catch(() => undefined);
      await pg.end();
      await load.stop();
      seller.close();
      buyer.close();
    }
    await victim.start();
    figure("web-1 back in nginx's rotation after its restart", await routes.backInRotation("web-1"), "ms");
  },
};

/**
 * A rolling restart of the three web processes (SIGTERM one, start it again, wait until ready and back in
 * nginx's rotation, next) during a chat exchange, with people's sockets and screens on every process: no request
 * fails, every socket follows, every message is stored exactly once.
 */
export const rollingRestart: Scenario = {
  name: "a rolling restart of the three processes during a chat exchange",
  async run(ctx: ScenarioContext) {
    const { cluster, routes, world, figure, log } = ctx;
    const seller = new ChatMember(cluster, routes.api("web-1"), world.seller, world.roomId);
    const buyer = new ChatMember(cluster, routes.api("web-2"), world.buyer, world.roomId);
    const people = await moreSellers(ctx, 6, 3);
    const sockets = await Promise.all(cluster.webs.map((web, i) => watchedSocket(ctx, people[i]!, web.name)));
    const loads = cluster.webs.map(
      (web) => new Load(routes.api(web.name), world.buyer.token, world.roomId, 100),
    );
    let writing = true;
    let chatter: Promise<void> = Promise.resolve();
    try {
      await Promise.all([seller.ready(), buyer.ready()]);
      for (const load of loads) load.start();
      chatter = (async () => {
        for (let i = 0; writing; i++) {
          seller.write(`seller ${i}`);
          buyer.write(`buyer ${i}`);
          await sleep(150);
        }
      })();
      const started = Date.now();
      for (const [i, web] of cluster.webs.entries()) {
        const termAt = Date.now();
        const { code, ms } = await web.terminate();
        check(code === 0, `${web.name} exited with ${code}`);
        await until(
          () => reconnectedAfter(sockets[i]!, termAt) !== undefined,
          5_000,
          `${sockets[i]!.who} follows`,
        );
        const restart = await web.start();
        const back = await routes.backInRotation(web.name);
        log(
          `${web.name}: stopped in ${ms} ms, its socket reconnected in ${reconnectedAfter(sockets[i]!, termAt)} ms, ready again in ${restart} ms, back in rotation ${back} ms later`,
        );
      }
      figure("the whole rolling restart", since(started), "ms");
      const before = seller.acked.size;
      await until(() => seller.acked.size >= before + 3, 10_000, "the chat goes on after the restart");
    } finally {
      writing = false;
      await chatter;
      for (const load of loads) await load.stop();
    }
    try {
      await Promise.all([seller.drained(30_000), buyer.drained(30_000)]);
      const failed = loads.flatMap((l) => l.failures());
      const total = loads.reduce((n, l) => n + l.outcomes.length, 0);
      figure("requests failed during the rolling restart", failed.length, `of ${total}`, "0");
      const tally = await checkExactlyOnce(buyer.api, world.buyer.token, world.roomId, [seller, buyer]);
      log(`chat: ${tally.written} written, ${tally.acked} acknowledged, ${tally.stored} stored in the room`);
      figure("chat messages lost", tally.lost, `of ${tally.written}`, "0");
      figure("chat messages stored twice", tally.duplicated, "messages", "0");
      const resent = [...seller.attempts, ...buyer.attempts].filter((a) => a.status === 0 || a.status >= 500);
      if (resent.length > 0)
        log(`sends that failed: ${resent.map((a) => `${a.status} from ${a.servedBy}`).join(", ")}`);
      figure("chat sends that failed and were resent", resent.length, "sends", "0");
      check(tally.lost === 0 && tally.duplicated === 0, JSON.stringify(tally));
      check(
        failed.length === 0,
        `failed: ${failed.map((f) => `${f.method} ${f.status} ${f.servedBy}`).join(", ")}`,
      );
      check(resent.length === 0, "no chat send failed");
      const all = [...seller.written, ...buyer.written];
      await everyoneHolds([seller, buyer], all, 10_000);
      for (const s of sockets) check(s.drops.length >= 1, `${s.who}'s socket moved when its process stopped`);
    } finally {
      seller.close();
      buyer.close();
      for (const s of sockets) s.socket.close();
    }
  },
};
