import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { buyer, seller } from "../../server/seed/demo-data";
import { apiLogin } from "./chat-helpers";
import { expoId } from "./portal";
import { check, type Journey } from "./types";
import { putSession } from "./video-helpers";

export async function login(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel("이메일").fill(email);
  await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`${url}/`);
}

export async function matching(url: string): Promise<{ id: number; start: string }> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
    subEventStartDate: string;
  }[];
  const s = subs.find((x) => x.category === "matching");
  check(s, "no matching sub-event in the demo");
  return { id: s.id, start: s.subEventStartDate };
}

async function openSchedule(page: Page, url: string, id: number) {
  await page.goto(`${url}/subEvent/${id}/meeting`);
  await page.getByRole("grid").waitFor();
}

const slot = (page: Page, date: string, time: string) =>
  page.getByRole("gridcell", { name: new RegExp(`^${date} ${time}, `) });

async function expectLabel(page: Page, date: string, time: string, label: string) {
  await slot(page, date, time).filter({ hasText: label }).waitFor({ timeout: 10_000 });
}

async function as(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ko-KR" });
  const page = await context.newPage();
  await login(page, url, email);
  return page;
}

/** Buyer n requests seller n at a time through the dialog. */
async function requestThroughDialog(page: Page, date: string, time: string, company: string) {
  await slot(page, date, time).click();
  const dialog = page.getByRole("dialog");
  const search = dialog.getByLabel(/기업명 검색 \(Enter\)|Search a company \(Enter\)/);
  await search.fill(company);
  await search.press("Enter");
  await dialog.getByRole("button", { name: company }).click();
  await dialog.getByRole("button", { name: /미팅 신청|Request meeting/ }).click();
  await dialog.waitFor({ state: "hidden" });
}

export const meetingJourneys: Journey[] = [
  {
    name: "the schedule's attendance field shows its whole label and the application's mode, at 1440 px English and 375 px Korean",
    async run({ page, url }) {
      const m = await matching(url);
      // seller12 has no meeting yet: the mode comes from the application, not from a meeting it requested
      const who = await apiLogin(url, "seller12@bizmeet.demo");
      for (const [width, language, label, mode] of [
        [1440, "en", "Meeting attendance", "On site"],
        [375, "ko", "미팅 참여 방식", "오프라인"],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await putSession(page, url, who, language);
        await openSchedule(page, url, m.id);
        const field = page.getByRole("combobox", { name: label });
        await field.waitFor();
        const shown = (await field.textContent())?.trim();
        check(shown === mode, `${width} px: the attendance field shows "${shown}", not "${mode}"`);
        const cut = await field.evaluate((el) => {
          const labelled = document.getElementById(el.getAttribute("aria-labelledby")?.split(" ")[0] ?? "");
          return !labelled || labelled.scrollWidth > labelled.clientWidth + 1;
        });
        check(!cut, `${width} px: the label "${label}" is cut`);
      }
    },
  },
  {
    name: "a buyer requests a meeting, the seller accepts; both see it confirmed, Seoul and Los Angeles at the right hours",
    async run({ page, context, url }) {
      const m = await matching(url);
      await login(page, url, "buyer10@bizmeet.demo");
      await openSchedule(page, url, m.id);
      // the one-time tip, dismissed for good
      await page.getByRole("button", { name: /다시 보지 않기|Don't show again/ }).click();
      await requestThroughDialog(page, m.start, "15:30", seller(9).company);
      await expectLabel(page, m.start, "15:30", "Applying");

      const sellerPage = await as(context.browser()!, url, "seller10@bizmeet.demo");
      await openSchedule(sellerPage, url, m.id);
      await expectLabel(sellerPage, m.start, "15:30", "수락 대기");
      const badge = await sellerPage.getByRole("link", { name: /미팅/ }).textContent();
      check(badge?.includes("대기 1건"), `the sidebar shows no waiting badge: ${badge}`);
      await slot(sellerPage, m.start, "15:30").click();
      await sellerPage.getByRole("dialog").getByRole("button", { name: "수락" }).click();
      await sellerPage.getByRole("dialog").waitFor({ state: "hidden" });
      await expectLabel(sellerPage, m.start, "15:30", "미팅 확정");
      const axe = await new AxeBuilder({ page: sellerPage }).analyze();
      const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      check(
        serious.length === 0,
        `axe: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 200)}`).join("; ")}`,
      );

      await page.reload();
      await expectLabel(page, m.start, "15:30", "Confirmed");
      // seen from Los Angeles: 15:30 in Seoul is 22:30 the day before there
      await page.getByLabel("Shown time zone").fill("America/Los_Angeles");
      await page.getByRole("option", { name: "America/Los_Angeles" }).click();
      const card = await slot(page, m.start, "15:30").textContent();
      check(card?.includes("15:30–16:00") && card.includes("22:30"), `the LA viewer sees: ${card}`);
      await sellerPage.context().close();
    },
  },
  {
    name: "a meeting rejection with reason D shows its text to the requester",
    async run({ page, context, url }) {
      const m = await matching(url);
      await login(page, url, "buyer11@bizmeet.demo");
      await openSchedule(page, url, m.id);
      await requestThroughDialog(page, m.start, "16:00", seller(10).company);
      const sellerPage = await as(context.browser()!, url, "seller11@bizmeet.demo");
      await openSchedule(sellerPage, url, m.id);
      await slot(sellerPage, m.start, "16:00").click();
      const dialog = sellerPage.getByRole("dialog");
      // the requester is listed (and chosen, being the only one) before anything is answered
      await dialog.getByRole("radio", { checked: true }).waitFor();
      await dialog.getByRole("button", { name: "거절" }).click();
      await dialog.getByLabel("직접 입력").waitFor();
      await dialog.getByRole("button", { name: "거절" }).click();
      await dialog.getByRole("alert").filter({ hasText: "사유를 입력해 주세요" }).waitFor();
      await dialog.getByLabel("직접 입력").check();
      await dialog
        .getByRole("textbox", { name: "사유 입력" })
        .fill("Our booth is fully booked that afternoon");
      await dialog.getByRole("button", { name: "거절" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.reload();
      await expectLabel(page, m.start, "16:00", "Rejected");
      await page.getByLabel("Status").click();
      await page.getByRole("option", { name: "Rejected list" }).click();
      await page.getByRole("cell", { name: /Our booth is fully booked that afternoon/ }).waitFor();
      void buyer;
      await sellerPage.context().close();
    },
  },
  {
    name: "a whole day is marked unavailable in bulk, and the spreadsheet export holds the meetings",
    async run({ page, url }) {
      const m = await matching(url);
      const day3 = new Date(Date.parse(`${m.start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      await login(page, url, "seller12@bizmeet.demo");
      await openSchedule(page, url, m.id);
      await page.getByRole("button", { name: `${day3} 일괄 설정` }).click();
      await page.getByRole("menuitem", { name: "이 날 모두 불가" }).click();
      await page.getByText("16개 시간을 변경했습니다.").waitFor();
      const cells = slot(page, day3, "\\d\\d:\\d\\d");
      const labels = await cells.allTextContents();
      check(
        labels.length === 16 && labels.every((l) => l.includes("참가자 불가")),
        `day not blocked: ${labels.join("|")}`,
      );

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "엑셀 다운로드" }).click();
      const file = await download;
      check(/\.xlsx$/.test(file.suggestedFilename()), `file name ${file.suggestedFilename()}`);
      const path = await file.path();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
      const sheet = book.getWorksheet("Schedule");
      check(sheet, "no Schedule sheet");
      check(sheet.getColumn(1).width === 24, "column width is not 24");
      const all = sheet.getRows(2, sheet.rowCount - 1) ?? [];
      // the organizer's lunch block of the first day is part of the schedule too
      check(
        all.some((r) => r.getCell(4).value === "주최사 불가"),
        "the host block is missing from the export",
      );
      const rows = all.filter((r) => r.getCell(1).value === day3);
      check(
        rows.length === 16,
        `expected 16 rows, got ${rows.length}: ${rows.map((r) => JSON.stringify(r.values)).join(" | ")}`,
      );
      check(
        rows.every((r) => r.getCell(1).value === day3),
        "a row's date is not YYYY-MM-DD of that day",
      );
    },
  },
  {
    name: "the host arranges a meeting on the meeting board (confirmed for both) and blocks one company's time",
    async run({ page, context, url }) {
      const m = await matching(url);
      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m.id}/meetings`);
      await page.getByRole("heading", { name: "미팅 보드" }).waitFor();
      await page.getByRole("button", { name: "미팅 배정" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("기업 1").fill(seller(12).company);
      await page.getByRole("option", { name: seller(12).company, exact: true }).click();
      await dialog.getByLabel("기업 2").fill(buyer(12).company);
      await page.getByRole("option", { name: buyer(12).company, exact: true }).click();
      await dialog.getByLabel("시간").click();
      await page.getByRole("option", { name: `${m.start} 16:30–17:00` }).click();
      // the session has tables: the dialog says one is given (no free text)
      await dialog.getByText("비어 있는 테이블이 자동으로 배정됩니다", { exact: false }).waitFor();
      await dialog.getByRole("button", { name: "미팅 배정" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByText(`${seller(12).company} → ${buyer(12).company}`).waitFor();
      // The host blocks one company's time (7.31): the board lists it with an Unblock button.
      await page.getByRole("button", { name: "기업 시간 막기" }).click();
      const blockDialog = page.getByRole("dialog");
      await blockDialog.getByLabel("기업명").fill(seller(12).company);
      await page.getByRole("option", { name: seller(12).company, exact: true }).click();
      await blockDialog.getByLabel("날짜").click();
      await page.getByRole("option", { name: m.start, exact: true }).click();
      await blockDialog.getByLabel("시간").click();
      await page.getByRole("option", { name: "15:30–16:00" }).click();
      await blockDialog.getByRole("button", { name: "기업 시간 막기" }).click();
      await blockDialog.waitFor({ state: "hidden" });
      const unblock = page.getByRole("button", { name: `${seller(12).company}, ${m.start} 15:30 막기 해제` });
      await unblock.waitFor();
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      check(
        serious.length === 0,
        `axe: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 200)}`).join("; ")}`,
      );

      const sellerPage = await as(context.browser()!, url, "seller13@bizmeet.demo");
      await openSchedule(sellerPage, url, m.id);
      await expectLabel(sellerPage, m.start, "16:30", "미팅 확정");
      await expectLabel(sellerPage, m.start, "15:30", "주최사 불가");
      await unblock.click();
      await unblock.waitFor({ state: "hidden" });
      const buyerPage = await as(context.browser()!, url, "buyer13@bizmeet.demo");
      await openSchedule(buyerPage, url, m.id);
      await expectLabel(buyerPage, m.start, "16:30", "Confirmed");
      await slot(buyerPage, m.start, "16:30").click();
      await buyerPage
        .getByRole("dialog")
        .getByText(/Table A-\d{2} · Meeting zone M/)
        .waitFor();
      // on site, the counterpart's name leads to its company page (where to find them)
      await buyerPage
        .getByRole("dialog")
        .getByRole("link", { name: seller(12).company })
        .click();
      await buyerPage.waitForURL(new RegExp(`/subEvent/${m.id}/attendeeList/\\d+$`));
      await buyerPage.getByText(seller(12).company).first().waitFor();
      await sellerPage.context().close();
      await buyerPage.context().close();
    },
  },
  {
    name: "the week fits at 1280 px and a phone shows a day at a time; a slot marked unavailable is confirmed; the tip stays dismissed",
    async run({ page, url }) {
      const m = await matching(url);
      const day2 = new Date(Date.parse(`${m.start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await login(page, url, "seller14@bizmeet.demo");
      await openSchedule(page, url, m.id);
      const fits = () =>
        page.evaluate(() => {
          const edge = window.innerWidth;
          const parts = [
            ...document.querySelectorAll("[role=grid] [role=columnheader], [role=grid] [role=gridcell]"),
          ];
          return {
            sideways: document.documentElement.scrollWidth - edge,
            beyond: parts.filter((e) => e.getBoundingClientRect().right > edge).length,
            days: document.querySelectorAll("[role=grid] [role=columnheader]").length,
          };
        });
      const wide = await fits();
      check(wide.days === 7 && wide.beyond === 0 && wide.sideways <= 0, `1280 px: ${JSON.stringify(wide)}`);

      await page.getByRole("button", { name: "다시 보지 않기" }).click();
      check((await page.evaluate(() => localStorage.getItem("meetingTip"))) === "N", "meetingTip not stored");
      await page.reload();
      await page.getByRole("grid").waitFor();
      check((await page.getByRole("button", { name: "다시 보지 않기" }).count()) === 0, "the tip came back");

      await page.setViewportSize({ width: 375, height: 800 });
      const days = page.getByRole("tablist", { name: "날짜 선택" });
      await days.getByRole("tab", { selected: true }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await page.getByRole("columnheader", { name: new RegExp(`^${day2} `) }).waitFor();
      const phone = await fits();
      check(
        phone.days === 1 && phone.beyond === 0 && phone.sideways <= 0,
        `375 px: ${JSON.stringify(phone)}`,
      );

      await slot(page, day2, "09:30").click();
      await page.getByRole("dialog").getByRole("button", { name: "불가 설정" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `${day2} (` })
        .filter({ hasText: "09:30" })
        .waitFor();
      await expectLabel(page, day2, "09:30", "참가자 불가");
    },
  },
  {
    name: "a meeting's join link /video/{id} opens the web app, not the server's raw JSON",
    async run({ page, url }) {
      const res = await page.goto(`${url}/video/1`);
      check(res?.headers()["content-type"]?.includes("text/html"), "the video page is not served as a page");
      await page.locator("#root *").first().waitFor();
      const text = (await page.locator("body").textContent()) ?? "";
      check(!text.trim().startsWith("{"), `raw JSON shown: ${text.slice(0, 80)}`);
    },
  },
  {
    name: "a participant subscribes to a calendar feed of confirmed meetings, then revokes it",
    async run({ page, url }) {
      const m = await matching(url);
      await login(page, url, "seller1@bizmeet.demo");
      await openSchedule(page, url, m.id);
      await page.getByRole("button", { name: "캘린더 구독" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "주소 만들기" }).click();
      const field = dialog.getByLabel("구독 주소");
      await field.waitFor();
      const feedUrl = await field.inputValue();
      check(/\/api\/calendar\/[\w-]+\.ics$/.test(feedUrl), `feed url ${feedUrl}`);
      const path = new URL(feedUrl).pathname;
      const ics = await (await fetch(`${url}${path}`)).text();
      check(ics.startsWith("BEGIN:VCALENDAR") && ics.includes("BEGIN:VEVENT"), "the feed holds no meeting");
      await dialog.getByRole("button", { name: "구독 해제" }).click();
      await dialog.getByRole("alert").getByRole("button", { name: "구독 해제" }).click();
      await dialog.getByText("아직 구독 주소가 없습니다.").waitFor();
      check((await fetch(`${url}${path}`)).status === 404, "a revoked feed still answers");
    },
  },
];
