import type { BrowserContext, Page } from "playwright-core";
import { apiLogin, messages, type Session, signedIn } from "./chat-helpers";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

/**
 * The chat outbox in Chromium (docs/realtime.md, "Delivery"): messages written while the network comes and
 * goes all arrive, once each, in the order written, on both sides; a reload keeps what was not sent yet.
 * A pair of the matching sub-event that no other journey chats in, so that the room starts empty.
 */

async function matchingPair(url: string, seller: string, buyer: string) {
  const res = await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`);
  const sub = ((await res.json()) as { id: number; category: string }[]).find(
    (x) => x.category === "matching",
  );
  check(sub, "no matching sub-event in the demo");
  const s = await apiLogin(url, seller);
  const b = await apiLogin(url, buyer);
  const appOf = async (who: Session) => {
    const place = await fetch(`${url}/api/applications/manager?subEventId=${sub.id}`, {
      headers: { authorization: who.token },
    });
    return ((await place.json()) as { application: { id: number } }).application.id;
  };
  return { subEventId: sub.id, seller: s, buyer: b, sellerApp: await appOf(s), buyerApp: await appOf(b) };
}

type Pair = Awaited<ReturnType<typeof matchingPair>>;

/** Both sides with the drawer open on their room (the seller opens it from the buyer's company page). */
async function openDrawers(context: BrowserContext, url: string, p: Pair) {
  const seller = await signedIn(context.browser()!, url, p.seller, "en");
  await seller.goto(`${url}/subEvent/${p.subEventId}/attendeeList/${p.buyerApp}`);
  await seller.getByRole("button", { name: "Chat", exact: true }).click();
  await seller.getByRole("dialog").getByLabel("Type a message").waitFor();
  const buyer = await signedIn(context.browser()!, url, p.buyer, "en");
  await buyer.goto(`${url}/subEvent/${p.subEventId}/attendeeList/${p.sellerApp}`);
  await buyer.getByRole("button", { name: "Chat", exact: true }).click();
  await buyer.getByRole("dialog").getByLabel("Type a message").waitFor();
  return { seller, buyer };
}

/** The numbers of the tagged messages a list shows as stored (`li[data-seq]`), in list order. */
async function storedNumbers(page: Page, tag: string): Promise<number[]> {
  const texts = await messages(page).locator("li[data-seq]").allTextContents();
  const pattern = new RegExp(`${tag}-(\\d{3})`);
  return texts.flatMap((text) => {
    const match = pattern.exec(text);
    return match ? [Number(match[1])] : [];
  });
}

/** The tagged messages the server holds, in room order. */
async function serverNumbers(url: string, who: Session, roomId: number, tag: string): Promise<number[]> {
  const found: number[] = [];
  let after = 0;
  for (;;) {
    const res = await fetch(`${url}/api/chat/rooms/${roomId}/messages?after=${after}&limit=100`, {
      headers: { authorization: who.token },
    });
    const page = (await res.json()) as { messages: { seq: number; text: string }[] };
    for (const m of page.messages) {
      const match = new RegExp(`${tag}-(\\d{3})`).exec(m.text);
      if (match) found.push(Number(match[1]));
    }
    if (page.messages.length < 100) return found;
    after = page.messages.at(-1)!.seq;
  }
}

async function roomOf(url: string, p: Pair): Promise<number> {
  const res = await fetch(`${url}/api/chat/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: p.seller.token },
    body: JSON.stringify({
      subEventId: p.subEventId,
      applicationId: p.sellerApp,
      otherApplicationId: p.buyerApp,
    }),
  });
  return ((await res.json()) as { id: number }).id;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Waits until every side shows 1..n stored, or says what each side shows. */
async function allArrive(pages: Record<string, Page>, tag: string, n: number, ms: number) {
  const deadline = Date.now() + ms;
  const want = range(n).join();
  for (;;) {
    const seen = await Promise.all(Object.values(pages).map((page) => storedNumbers(page, tag)));
    if (seen.every((s) => s.join() === want)) return;
    if (Date.now() > deadline) {
      const report = Object.keys(pages).map((name, i) => {
        const s = seen[i] ?? [];
        const missing = range(n).filter((x) => !s.includes(x));
        const twice = s.filter((x, j) => s.indexOf(x) !== j);
        const ordered = s.every((x, j) => j === 0 || (s[j - 1] ?? 0) < x);
        return `${name}: ${s.length} shown, missing [${missing.join(",")}], twice [${twice.join(",")}], ${ordered ? "in order" : `out of order: ${s.join(",")}`}`;
      });
      throw new Error(`not all ${n} messages arrived in ${ms / 1000} s:\n${report.join("\n")}`);
    }
    await pages[Object.keys(pages)[0]!]!.waitForTimeout(250);
  }
}

export const chatOutboxJourneys: Journey[] = [
  {
    name: "chat outbox: 100 messages sent while the network drops every few hundred ms all arrive on both sides, once each, in order",
    async run({ page, context, url }) {
      await page.close();
      const p = await matchingPair(url, "seller8@bizmeet.demo", "buyer8@bizmeet.demo");
      const { seller, buyer } = await openDrawers(context, url, p);
      const tag = `f${Date.now().toString(36)}`;
      const input = seller.getByRole("dialog").getByLabel("Type a message");
      // the seller's network toggles the whole time it writes and 3 s longer, while the outbox catches up (a
      // fixed pattern, so that runs compare)
      let writing = true;
      let toggles = 0;
      const pattern = [180, 320, 250, 400, 150, 300, 220, 350];
      const flaky = (async () => {
        while (writing) {
          await seller.context().setOffline(true);
          await seller.waitForTimeout(pattern[toggles % pattern.length]!);
          await seller.context().setOffline(false);
          await seller.waitForTimeout(pattern[(toggles + 3) % pattern.length]!);
          toggles++;
        }
      })();
      const started = Date.now();
      await input.focus();
      for (const n of range(100)) {
        await seller.keyboard.insertText(`${tag}-${String(n).padStart(3, "0")}`);
        await seller.keyboard.press("Enter");
      }
      const written = Date.now() - started;
      await seller.waitForTimeout(3_000);
      writing = false;
      await flaky;
      await seller.context().setOffline(false);
      await allArrive({ seller, buyer }, tag, 100, 60_000);
      check(
        (await messages(seller).locator("li:not([data-seq])").count()) === 0,
        "the seller still shows messages as not stored",
      );
      const server = await serverNumbers(url, p.seller, await roomOf(url, p), tag);
      check(server.join() === range(100).join(), `the server holds ${server.length}: ${server.join(",")}`);
      check(toggles >= 5, `the network toggled only ${toggles} times`);
      console.log(
        `    100 messages written in ${written} ms over ${toggles} drops; all in on both sides ${Date.now() - started} ms after the first`,
      );
      await seller.context().close();
      await buyer.context().close();
    },
  },
  {
    name: "chat outbox: messages not yet sent survive a reload, stay out of another account's view, and then arrive in order",
    async run({ page, context, url }) {
      await page.close();
      const p = await matchingPair(url, "seller9@bizmeet.demo", "buyer9@bizmeet.demo");
      const { seller, buyer } = await openDrawers(context, url, p);
      const tag = `r${Date.now().toString(36)}`;
      // sends fail (as if the connection dropped) while everything else loads
      const failSends = (route: import("playwright-core").Route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
      await seller.route("**/api/chat/rooms/*/messages", failSends);
      const input = seller.getByRole("dialog").getByLabel("Type a message");
      for (const n of range(3)) {
        await input.fill(`${tag}-${String(n).padStart(3, "0")}`);
        await input.press("Enter");
      }
      await messages(seller)
        .locator("li:not([data-seq])")
        .filter({ hasText: `${tag}-003` })
        .waitFor();
      await seller.reload();
      // after the reload the drawer is closed: the list shows what waits when it opens again
      await seller.getByRole("button", { name: "Chat", exact: true }).click();
      const waiting = messages(seller).locator("li:not([data-seq])");
      await waiting.filter({ hasText: `${tag}-003` }).waitFor();
      const kept = (await waiting.allTextContents()).map((text) => /-(\d{3})/.exec(text)?.[1]).join();
      check(kept === "001,002,003", `after the reload the waiting messages are ${kept}`);
      check(
        (await storedNumbers(buyer, tag)).length === 0,
        "the buyer got messages while the seller's sends failed",
      );

      // another account on the same browser sees none of them, and sends none of them
      await seller.evaluate(
        ([token, id]) => {
          localStorage.setItem("token", token!);
          localStorage.setItem("userId", id!);
        },
        [p.buyer.token, String(p.buyer.id)],
      );
      await seller.goto(`${url}/subEvent/${p.subEventId}/attendeeList/${p.sellerApp}`);
      await seller.getByRole("button", { name: "Chat", exact: true }).click();
      await messages(seller).waitFor();
      await seller.waitForTimeout(500);
      check(
        !((await messages(seller).textContent()) ?? "").includes(tag),
        "another account on the same browser sees the seller's unsent messages",
      );

      // the seller again, with the connection back: they arrive, once each, in order
      await seller.evaluate(
        ([token, id]) => {
          localStorage.setItem("token", token!);
          localStorage.setItem("userId", id!);
        },
        [p.seller.token, String(p.seller.id)],
      );
      await seller.unroute("**/api/chat/rooms/*/messages", failSends);
      await seller.goto(`${url}/subEvent/${p.subEventId}/attendeeList/${p.buyerApp}`);
      await seller.getByRole("button", { name: "Chat", exact: true }).click();
      // they leave as soon as the workspace is back, drawer open or not: the drawer opens on the newest two
      // (when the sends ended before it opened; a drawer opened earlier holds them all without older ones)
      await allArrive({ buyer }, tag, 3, 30_000);
      const olderButton = seller.getByRole("button", { name: "Show older messages" });
      for (let i = 0; i < 50 && (await storedNumbers(seller, tag)).length < 3; i++) {
        if (await olderButton.isVisible()) await olderButton.click().catch(() => undefined);
        await seller.waitForTimeout(200);
      }
      await allArrive({ seller }, tag, 3, 1_000);
      check(
        (await messages(seller).locator("li:not([data-seq])").count()) === 0,
        "the seller still shows messages as not stored",
      );
      const server = await serverNumbers(url, p.seller, await roomOf(url, p), tag);
      check(server.join() === "1,2,3", `the server holds ${server.join(",")}`);
      await seller.context().close();
      await buyer.context().close();
    },
  },
];
