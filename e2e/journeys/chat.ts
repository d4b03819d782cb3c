import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { consultingPair, messages, signedIn } from "./chat-helpers";
import { chatXssJourney } from "./chat-xss";
import { check, type Journey } from "./types";

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

export const chatJourneys: Journey[] = [
  {
    name: "chat: seller (Korean) and buyer (English) chat live; the badge rises and blinks, read marks, a deletion reaches the other side; axe on list and drawer",
    async run({ page, context, url }) {
      const p = await consultingPair(url);
      const tag = Date.now().toString(36);
      const buyer = await signedIn(context.browser()!, url, p.buyer, "en");
      await buyer.goto(`${url}/subEvent/${p.subEventId}/attendeeList`);
      const chatItem = buyer.getByRole("navigation").getByRole("link", { name: /^Chat/ });
      await chatItem.waitFor();

      // the seller opens the chat from the buyer's company page (the room is made on demand)
      await page.close();
      const seller = await signedIn(context.browser()!, url, p.seller, "ko");
      await seller.goto(`${url}/subEvent/${p.subEventId}/attendeeList/${p.buyerApp}`);
      await seller.getByRole("button", { name: "채팅하기" }).click();
      const drawer = seller.getByRole("dialog");
      const input = drawer.getByLabel("메시지를 입력하세요");
      await input.waitFor();
      // blank messages are never sent: no request at all
      let posts = 0;
      seller.on("request", (r) => {
        if (r.method() === "POST" && /\/api\/chat\/rooms\/\d+\/messages$/.test(r.url())) posts++;
      });
      await input.fill("   ");
      await input.press("Enter");
      check(
        await drawer.getByRole("button", { name: "보내기", exact: true }).isDisabled(),
        "Send is enabled for blanks",
      );
      await input.fill(`안녕하세요 ${tag}`);
      await input.press("Enter");
      await messages(seller).getByText(`안녕하세요 ${tag}`).waitFor();
      check(posts === 1, `expected one send, saw ${posts}`);

      // the buyer's badge rises live and the indicator blinks (3000 ms), without a reload
      const indicator = chatItem.locator("[data-blinking]");
      await buyer.locator("[data-blinking='true']").first().waitFor({ timeout: 10_000 });
      await chatItem.filter({ hasText: "1 unread" }).waitFor({ timeout: 10_000 });
      await buyer.waitForTimeout(3_500);
      check(
        (await indicator.getAttribute("data-blinking")) === "false",
        "the indicator still blinks after 3 s",
      );

      // the buyer opens the chat list and the room
      await chatItem.click();
      const row = buyer.getByRole("row", { name: /Chat with/ }).first();
      await row.waitFor();
      check((await row.textContent())?.includes("seller1@bizmeet.demo"), "the row lacks the seller's email");
      const problems = await seriousViolations(buyer, "chat list");
      await row.click();
      const buyerDrawer = buyer.getByRole("dialog");
      await messages(buyer).getByText(`안녕하세요 ${tag}`).waitFor();
      const shown = (await messages(buyer).textContent()) ?? "";
      check(!/\|\d+/.test(shown), "an author name shows its identity after the pipe");
      // the buyer types (the seller sees it) and sends: the typing mark ends with the message, not 4 s later
      await buyerDrawer.getByLabel("Type a message").fill(`Hello ${tag}`);
      const typing = seller.getByRole("dialog").getByText(/님이 입력 중/);
      await typing.waitFor({ timeout: 5_000 });
      // the seller's drawer is open on a visible page: its sidebar never counts the message as unread
      const sellerChat = seller.locator('nav a[href$="/chatList"]').first();
      let counted = false;
      let watching = true;
      const watch = (async () => {
        while (watching) {
          if (((await sellerChat.textContent()) ?? "").includes("안 읽은")) counted = true;
          await seller.waitForTimeout(40);
        }
      })();
      await buyerDrawer.getByRole("button", { name: "Send", exact: true }).click();
      await messages(seller).getByText(`Hello ${tag}`).waitFor();
      await typing.waitFor({ state: "detached", timeout: 1_500 });
      await seller.waitForTimeout(1_000);
      watching = false;
      await watch;
      check(!counted, "the sidebar counted a message open on screen as unread");
      // the seller's message is read by the other side
      await messages(seller).getByText("읽음").first().waitFor();
      problems.push(...(await seriousViolations(seller, "chat drawer")));

      // the seller deletes the message for everyone; the buyer sees it replaced live
      const mine = messages(seller)
        .locator("li")
        .filter({ hasText: `안녕하세요 ${tag}` });
      await mine.getByRole("button", { name: "내 메시지 삭제" }).click();
      await seller.getByRole("dialog").getByRole("button", { name: "삭제" }).last().click();
      await messages(buyer).getByText("this message has been deleted").waitFor();
      check(
        !((await messages(buyer).textContent()) ?? "").includes(`안녕하세요 ${tag}`),
        "the deleted text is still shown to the buyer",
      );
      await messages(seller).getByText("이 메시지는 삭제되었습니다.").waitFor();
      check(problems.length === 0, `accessibility violations:\n${problems.join("\n")}`);
      await buyer.context().close();
      await seller.context().close();
    },
  },
  chatXssJourney,
];
