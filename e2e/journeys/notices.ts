import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

export async function loginAs(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel("이메일").fill(email);
  await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`${url}/`);
}

export async function newPage(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ko-KR" });
  const page = await context.newPage();
  await loginAs(page, url, email);
  return page;
}

/** The demo expo's sub-event of a category (matching: M, consulting: S). */
export async function subEventOf(url: string, category: string): Promise<number> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
  }[];
  const found = subs.find((s) => s.category === category);
  check(found, `no ${category} sub-event in the demo`);
  return found.id;
}

/** No serious or critical axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    serious.length === 0,
    `axe on ${where}: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 160)}`).join("; ")}`,
  );
}

export const noticeJourneys: Journey[] = [
  {
    name: "notices: the host posts a notice, a participant sees it arrive live, reads it and walks the arrows",
    async run({ page, context, url }) {
      const m = await subEventOf(url, "matching");
      await loginAs(page, url, "seller20@bizmeet.demo");
      await page.goto(`${url}/subEvent/${m}/noticeList`);
      await page.getByRole("heading", { name: "공지사항" }).waitFor();
      const rows = page.getByRole("table", { name: "공지사항" }).getByRole("row");
      await rows.nth(1).waitFor();
      const before = await rows.count();
      await expectAccessible(page, "the notice list");

      const host = await newPage(context.browser()!, url, "host@bizmeet.demo");
      await host.goto(`${url}/host/subEvents/${m}/notices`);
      await host.getByRole("button", { name: "새 공지" }).click();
      const title = `부스 배치도 공개 ${Date.now()}`;
      await host.getByRole("textbox", { name: "제목" }).fill(title);
      const editor = host.getByRole("textbox", { name: "내용" });
      await editor.click();
      await host.keyboard.type("Hall C ");
      await host.getByRole("button", { name: "굵게" }).click();
      await host.keyboard.type("booth map");
      await host.getByRole("button", { name: "굵게" }).click();
      await host.keyboard.press("Enter");
      await host.getByRole("button", { name: "글머리 기호 목록" }).click();
      await host.keyboard.type("Row A: sellers 1-10");
      await expectAccessible(host, "the host's notice editor");
      await host.getByRole("button", { name: "게시" }).click();
      await host.getByText("공지를 게시했습니다.").waitFor();

      // live: the new notice tops the participant's list without a reload, with a toast
      await page.getByText(`새 공지사항: ${title}`).waitFor({ timeout: 10_000 });
      await rows.nth(1).filter({ hasText: title }).waitFor();
      check((await rows.count()) === before + 1, "the list did not grow by one");

      await page.getByRole("link", { name: title }).click();
      await page.getByRole("heading", { name: title }).waitFor();
      const noticeId = Number(page.url().split("/").pop());
      const body = page.locator("article");
      // the formatting survives (shown once the browser's sanitiser has loaded)
      await body.locator("strong", { hasText: "booth map" }).waitFor();
      await body.locator("li", { hasText: "Row A: sellers 1-10" }).waitFor();
      const next = page.getByRole("button", { name: "다음 공지" });
      const previous = page.getByRole("button", { name: "이전 공지" });
      check(await next.isDisabled(), "the newest notice has an enabled Next arrow");
      check(await previous.isEnabled(), "the newest notice has a disabled Previous arrow");
      await expectAccessible(page, "the notice detail");
      const at = page.url();
      await previous.click();
      await page.waitForURL((u) => u.href !== at);
      await page.getByRole("button", { name: "다음 공지" }).and(page.locator(":enabled")).waitFor();
      // the arrows replaced the address: Back returns to the list, not to the newer notice
      await page.goBack();
      await page.waitForURL(`${url}/subEvent/${m}/noticeList`);

      // the oldest notice: Previous is disabled
      await rows.last().getByRole("link").click();
      await page.getByRole("button", { name: "이전 공지" }).and(page.locator(":disabled")).waitFor();

      await page.goto(`${url}/subEvent/${m}/noticeList/99999999`);
      await page.getByText("공지사항을 찾을 수 없습니다.").waitFor();
      await page.getByRole("button", { name: "뒤로" }).waitFor();

      // the host reads every sub-event's notices, but under another sub-event's address this one is not found
      const other = await subEventOf(url, "presentation");
      await host.goto(`${url}/subEvent/${other}/noticeList/${noticeId}`);
      await host.getByText("공지사항을 찾을 수 없습니다.").waitFor();
      check(!(await host.content()).includes(title), "another sub-event's address showed the notice");
      await host.goto(`${url}/subEvent/${m}/noticeList/${noticeId}`);
      await host.getByRole("heading", { name: title }).waitFor();

      // a title search narrows the list (Enter, or 1 s after typing)
      await page.goto(`${url}/subEvent/${m}/noticeList`);
      await page.getByRole("searchbox", { name: "제목 검색" }).fill("부스 배치도");
      await page.getByRole("searchbox", { name: "제목 검색" }).press("Enter");
      await page.waitForURL(/q=/);
      await rows.nth(2).waitFor({ state: "detached" });
      check((await rows.nth(1).textContent())?.includes(title), "the search did not find the notice");
      await host.context().close();
    },
  },
  {
    name: "mailbox: the approval mail is listed unread, reads as a formatted message, and its row turns shaded",
    async run({ page, url }) {
      const m = await subEventOf(url, "matching");
      await loginAs(page, url, "seller21@bizmeet.demo");
      await page.goto(`${url}/subEvent/${m}/mailList`);
      const table = page.getByRole("table", { name: "메일함" });
      const row = table.getByRole("row").filter({ hasText: "참가 승인: 글로벌 바이어 매칭" });
      await row.waitFor();
      check((await row.getAttribute("data-opened")) === "N", "the approval mail is not unread");
      const shade = () => row.evaluate((el) => getComputedStyle(el).backgroundColor);
      const unreadShade = await shade();
      const readRow = table.getByRole("row").filter({ hasText: "참가 신청 접수" });
      check((await readRow.getAttribute("data-opened")) === "Y", "the receipt mail is not read");
      check(
        (await readRow.evaluate((el) => getComputedStyle(el).backgroundColor)) !== unreadShade,
        "read and unread rows look alike",
      );
      await expectAccessible(page, "the mail list");

      await row.getByRole("link").click();
      await page.getByRole("heading", { name: "참가 승인: 글로벌 바이어 매칭" }).waitFor();
      const article = page.locator("article");
      await article.getByText("글로벌 바이어 매칭 참가 신청이 승인되었습니다.").waitFor();
      await article.locator("dt", { hasText: "기간" }).waitFor();
      check((await article.textContent())?.includes("|^|") === false, "separator characters are visible");
      await article.getByRole("link", { name: "바로 가기" }).waitFor();
      await expectAccessible(page, "the mail detail");

      await page.getByRole("link", { name: "목록" }).click();
      await page.waitForURL(`${url}/subEvent/${m}/mailList`);
      await row.and(page.locator("[data-opened='Y']")).waitFor();
      check((await shade()) !== unreadShade, "the opened row is not shaded");
    },
  },
  {
    name: "composer: the host previews and sends a mail to a chosen participant; it arrives by SMTP and in the mailbox",
    async run({ page, context, url, mails }) {
      const m = await subEventOf(url, "matching");
      await loginAs(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m}/mail`);
      const pick = page.getByRole("combobox", { name: "참가자 개별 선택" });
      await pick.fill("seller23@");
      await page.getByRole("option", { name: /seller23@bizmeet\.demo/ }).click();
      await page.keyboard.press("Escape");
      const subject = `Booth check-in ${Date.now()}`;
      await page.getByRole("textbox", { name: "제목" }).fill(subject);
      await page.getByRole("textbox", { name: "내용" }).click();
      await page.keyboard.type("Check in at ");
      await page.getByRole("button", { name: "굵게" }).click();
      await page.keyboard.type("desk 4");
      // the pointer left on the toolbar shows the button's tooltip fading in: axe would measure it mid-fade
      await page.mouse.move(0, 0);
      await page.locator(".MuiTooltip-tooltip").waitFor({ state: "detached" });
      await expectAccessible(page, "the mail composer");
      await page.getByRole("button", { name: "미리보기" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("받는 사람 1명").waitFor();
      await dialog.getByText("seller23@bizmeet.demo").waitFor();
      await dialog.locator("strong", { hasText: "desk 4" }).waitFor();
      await dialog.getByRole("button", { name: "보내기" }).click();
      await page.getByText("발송을 시작했습니다.").waitFor();
      // the progress is stored: after a reload it still shows, and reaches done
      await page.reload();
      const row = page.getByRole("listitem").filter({ hasText: subject });
      await row.getByText("완료").waitFor({ timeout: 30_000 });
      check(
        (await row.getByTestId("mailing-progress").textContent())?.includes("발송 1"),
        "progress is not 1 sent",
      );
      const mail = mails.find((x) => x.to === "seller23@bizmeet.demo" && x.raw.includes(subject));
      check(mail, "the SMTP server did not receive the mail");
      check(
        mail.raw.replace(/=\r?\n/g, "").includes("<strong>desk 4</strong>"),
        "the e-mail lost its formatting",
      );

      const seller = await newPage(context.browser()!, url, "seller23@bizmeet.demo");
      await seller.goto(`${url}/subEvent/${m}/mailList`);
      await seller.getByRole("link", { name: new RegExp(subject) }).click();
      await seller.locator("article strong", { hasText: "desk 4" }).waitFor();
      await seller.context().close();
    },
  },
];
