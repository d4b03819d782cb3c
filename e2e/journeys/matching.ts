import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { seller } from "../../server/seed/demo-data";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

async function login(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel(/이메일|Email/).fill(email);
  await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
  await page.getByRole("button", { name: /로그인|Log in/ }).click();
  await page.waitForURL(`${url}/`);
}

async function matchingSubEvent(url: string): Promise<{ id: number; start: string }> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
    subEventStartDate: string;
  }[];
  const s = subs.find((x) => x.category === "matching");
  check(s, "no matching sub-event in the demo");
  return { id: s.id, start: s.subEventStartDate };
}

/** No serious or critical axe violation on the page as it is now. */
async function axe(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    serious.length === 0,
    `axe on ${where}: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 160)}`).join("; ")}`,
  );
}

/** At 375 px and 1440 px wide the page scrolls only vertically. */
async function fitsWidths(page: Page, where: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(overflow <= 1, `${where} at ${width} px scrolls sideways by ${overflow} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function dismissTips(page: Page): Promise<void> {
  const tips = page.getByRole("button", { name: /다시 보지 않기|Don't show again/ });
  if (await tips.isVisible().catch(() => false)) await tips.click();
}

/** The recommendation cards (the list's own items, not the reasons listed inside them). */
const cards = (page: Page) =>
  page.getByRole("list", { name: /추천 기업|Recommended companies/ }).locator(":scope > li");

export const matchingJourneys: Journey[] = [
  {
    name: "a participant sees recommendations with reasons in Korean and English, hides one and restores it",
    async run({ page, url }) {
      const m = await matchingSubEvent(url);
      await login(page, url, "seller3@bizmeet.demo");
      await page.goto(`${url}/subEvent/${m.id}/attendeeList`);
      await dismissTips(page);
      await page.getByRole("button", { name: "매칭" }).click();
      for (const entry of ["추천 매칭", "연결 매칭", "맞춤 매칭", "전체 참가 기업"])
        await page.getByRole("menuitem", { name: entry }).waitFor();
      await page.getByRole("menuitem", { name: "추천 매칭" }).click();
      await page.waitForURL(/match=RECOMMEND/);
      await cards(page).first().waitFor();
      const first = await cards(page).first().textContent();
      check(/적합도 \d+/.test(first ?? ""), `no score on the first card: ${first}`);
      check(/같은 분야|같은 키워드|비슷한 소개|상담을 요청/.test(first ?? ""), `no Korean reason: ${first}`);
      // scores go down the list
      const scores = (await cards(page).allTextContents()).map((t) => Number(/적합도 (\d+)/.exec(t)?.[1]));
      check(
        scores.every((s, i) => i === 0 || s <= scores[i - 1]!),
        `not ordered by score: ${scores}`,
      );
      await axe(page, "the recommendations");
      await fitsWidths(page, "the recommendations");

      await page.getByRole("button", { name: "언어" }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await page.getByRole("list", { name: "Recommended companies" }).waitFor();
      const english = await cards(page).first().textContent();
      check(/Match \d+/.test(english ?? ""), `no English score: ${english}`);
      check(
        /shared categor|shared keyword|Similar descriptions|asked to meet/.test(english ?? ""),
        `no English reason: ${english}`,
      );

      // "Not interested": the company leaves the recommendations and waits in the restore list
      const company = (await cards(page).first().getByRole("link").textContent())!.trim();
      await cards(page)
        .first()
        .getByRole("button", { name: `Not interested in ${company}` })
        .click();
      await page.getByText(`${company} is hidden from your recommendations`).waitFor();
      await page.getByRole("link", { name: company, exact: true }).waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Hidden companies" }).click();
      const dialog = page.getByRole("dialog", { name: "Companies you are not interested in" });
      await dialog.getByText(company).waitFor();
      // axe measures contrast on what is painted: wait until the dialog has faded in (MUI's transition)
      await page.waitForFunction(() =>
        [...document.querySelectorAll(".MuiDialog-container")].every(
          (e) => getComputedStyle(e).opacity === "1",
        ),
      );
      await axe(page, "the restore list");
      await dialog.getByRole("button", { name: `Restore ${company}` }).click();
      await dialog.getByText("You have not hidden any company.").waitFor();
      await dialog.getByRole("button", { name: "Close" }).click();
      await page.getByRole("link", { name: company, exact: true }).waitFor();
    },
  },
  {
    name: "the host runs automatic scheduling on the demo, reviews the draft, publishes; a participant sees the meeting confirmed",
    async run({ page, context, url }) {
      const m = await matchingSubEvent(url);
      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m.id}/meetings`);
      const panel = page.getByRole("region", { name: "자동 매칭" });
      await panel.waitFor();
      // mails off for this run (the toggle, saved)
      const mailSwitch = panel.getByLabel("미팅 메일 보내기 (게시와 취소)");
      if (await mailSwitch.isChecked()) await mailSwitch.uncheck();
      await panel.getByRole("button", { name: "설정 저장" }).click();
      await page.getByText("설정을 저장했습니다.").waitFor();
      await panel.getByRole("button", { name: "분야 매칭 실행" }).click();
      // the progress (while it runs) then the draft, with the comparison
      await panel
        .getByRole("status")
        .or(panel.getByRole("link", { name: "초안 검토" }))
        .first()
        .waitFor();
      await panel.getByRole("link", { name: "초안 검토" }).waitFor({ timeout: 60_000 });
      await panel.getByRole("table", { name: "현재와 게시 후 비교" }).waitFor();
      await axe(page, "the meeting board with a draft");
      await fitsWidths(page, "the meeting board");

      await panel.getByRole("link", { name: "초안 검토" }).click();
      await page.getByRole("heading", { name: /매칭 초안/ }).waitFor();
      const rows = page.getByRole("table", { name: "미팅" }).getByRole("row");
      await rows.nth(1).waitFor();
      const [date, time, sellerName] = (await rows.nth(1).getByRole("cell").allTextContents()).map((x) =>
        x.trim(),
      );
      await axe(page, "the draft review");
      await fitsWidths(page, "the draft review");
      for (const tab of ["기업별", "배정되지 않은 신청 조합"]) {
        await page.getByRole("tab", { name: tab }).click();
        await page.getByRole("tabpanel").waitFor();
      }
      await page.getByRole("button", { name: "게시" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "초안 게시" }).click();
      await page.getByText(/미팅 \d+건을 게시했습니다/).waitFor();
      await page.getByText("게시됨").first().waitFor();

      // the seller of the draft's first meeting sees it confirmed in that slot
      const index = Array.from({ length: 40 }, (_, i) => i).find((i) => seller(i).company === sellerName);
      check(index !== undefined, `unknown seller ${sellerName}`);
      const sellerPage = await context.browser()!.newPage({ locale: "ko-KR" });
      await login(sellerPage, url, `seller${index + 1}@bizmeet.demo`);
      await sellerPage.goto(`${url}/subEvent/${m.id}/meeting`);
      await dismissTips(sellerPage);
      const start = time!.split("–")[0];
      await sellerPage
        .getByRole("gridcell", { name: new RegExp(`^${date} ${start}, `) })
        .filter({ hasText: "미팅 확정" })
        .waitFor({ timeout: 15_000 });
      await sellerPage.close();
    },
  },
];
