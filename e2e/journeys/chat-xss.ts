import { randomUUID } from "node:crypto";
import { sendable } from "../../web/features/chat/text";
import { watchForScripts, xssVectors } from "../xss-vectors";
import { consultingPair, messages, signedIn } from "./chat-helpers";
import { check, type Journey } from "./types";

/**
 * Every filter-evasion vector stored as a chat message (through the API, as any client could), then read in
 * the drawer in Chromium: no script runs, the text shows literally, no element of a message is markup.
 */
export const chatXssJourney: Journey = {
  name: "chat: the XSS vectors stored as messages show as text in the drawer and run nothing",
  async run({ context, url }) {
    const p = await consultingPair(url);
    const opened = await fetch(`${url}/api/chat/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: p.seller.token },
      body: JSON.stringify({
        subEventId: p.subEventId,
        applicationId: p.sellerApp,
        otherApplicationId: p.buyerApp,
      }),
    });
    check(opened.ok, `open room: ${opened.status}`);
    const roomId = ((await opened.json()) as { id: number }).id;
    const stored: string[] = [];
    for (const vector of xssVectors) {
      const res = await fetch(`${url}/api/chat/rooms/${roomId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: p.seller.token },
        body: JSON.stringify({ clientId: randomUUID(), text: vector }),
      });
      const body = await res.text();
      // input with control characters (a NUL inside a tag) is refused for every call, before storage
      if (res.status === 400 && body.includes("common.controlCharacters")) continue;
      check(res.ok, `storing ${JSON.stringify(vector)}: ${res.status} ${body}`);
      stored.push(vector);
    }
    check(stored.length >= 100, `only ${stored.length} vectors stored`);

    const page = await signedIn(context.browser()!, url, p.buyer, "en");
    const watch = await watchForScripts(page);
    await page.goto(`${url}/subEvent/${p.subEventId}/chatList`);
    await page
      .getByRole("row", { name: /Chat with/ })
      .first()
      .click();
    const list = messages(page);
    await list.locator("li[data-seq]").first().waitFor();
    // scroll up through the history: the wheel at the top, then the button, until the first message is in
    await list.hover();
    await page.mouse.wheel(0, -2000);
    // while a page loads the button gives way to a spinner: the history is whole when neither is left and at
    // least every stored message is listed (right after the wheel, a load may not have begun yet)
    const older = list.getByRole("button", { name: "Show older messages" });
    const loading = list.getByRole("progressbar");
    const listed = () => list.locator("li[data-seq]").count();
    const deadline = Date.now() + 30_000;
    while ((await older.count()) + (await loading.count()) > 0 || (await listed()) < stored.length) {
      check(
        Date.now() < deadline,
        `the older messages did not finish loading in 30 s (${await listed()} listed)`,
      );
      if (await older.count()) await older.click().catch(() => undefined);
      else await list.evaluate((el) => el.scrollTo(0, 0));
      await page.waitForTimeout(150);
    }
    const loadedCount = await list.locator("li[data-seq]").count();
    // and down again, over every message (hover handlers would fire here)
    const height = await list.evaluate((el) => el.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await list.evaluate((el, top) => el.scrollTo(0, top), y);
      await page.mouse.move(200 + (y % 400), 300);
    }
    const texts = await list.locator("li[data-seq] p").allTextContents();
    const missing = stored.filter((v) => !texts.includes(sendable(v)));
    check(
      missing.length === 0,
      `not shown literally (${missing.length} of ${stored.length}; ${loadedCount} messages listed after loading the history, ${texts.length} after scrolling down): ${JSON.stringify(missing.slice(0, 3))}`,
    );
    const markup = await list.evaluate((el) => {
      const bad = el.querySelectorAll(
        "li script, li iframe, li object, li embed, li img, li image, li math, li form, li input, li style, li body, li video, li audio, li svg:not(.MuiSvgIcon-root), li [onerror], li [onload], li [onclick]",
      ).length;
      const links = [...el.querySelectorAll("li a")].filter(
        (a) =>
          !/^https?:/.test(a.getAttribute("href") ?? "") || a.getAttribute("rel") !== "noopener noreferrer",
      ).length;
      return { bad, links };
    });
    check(markup.bad === 0, `${markup.bad} elements from message markup in the list`);
    check(markup.links === 0, `${markup.links} links that are not http(s) with noopener noreferrer`);
    await page.waitForTimeout(500);
    const hits = await watch.hits();
    check(hits === 0, `${hits} scripts ran`);
    await page.context().close();
  },
};
