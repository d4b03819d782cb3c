import type { Page } from "playwright-core";
import { wordsSplitAcrossLines } from "./layout-checks";
import { check, type Journey } from "./types";

/** The id of the demo expo, read through the API as a client would. */
export async function expoId(url: string): Promise<number> {
  const res = await fetch(`${url}/api/events/getSearch?word=Smart%20Manufacturing&page=0&size=12&approval=Y`);
  const body = (await res.json()) as { content: { id: number }[] };
  check(body.content[0], "the demo expo is not searchable");
  return body.content[0].id;
}

/** The headings of home's sections, in page order. */
async function homeSections(page: Page): Promise<string[]> {
  return page.locator("main section h2").allInnerTexts();
}

export const portalJourneys: Journey[] = [
  {
    name: "home shows at most 12 newest events and More leads to /list",
    async run({ page, url }) {
      await page.goto(url);
      const cards = page.locator("main ul li a[href^='/event/detail/']");
      await cards.first().waitFor();
      const count = await page.locator("section").filter({ hasText: "최신 행사" }).locator("li").count();
      check(count > 0 && count <= 12, `newest section shows ${count} cards`);
      // no second section repeats the newest cards
      const sections = await homeSections(page);
      check(new Set(sections).size === sections.length, `a section repeats: ${sections.join(" | ")}`);
      const links = await page.locator("main section").evaluateAll((all) =>
        all.map((s) => ({
          title: s.querySelector("h2")?.textContent ?? "",
          hrefs: [...s.querySelectorAll("a[href^='/event/detail/']")].map((a) => a.getAttribute("href")),
        })),
      );
      const newest = links.find((s) => s.title === "최신 행사")?.hrefs ?? [];
      check(newest.length > 0, "the newest section shows no event");
      const again = links.filter((s) => s.title !== "최신 행사" && s.hrefs.some((h) => newest.includes(h)));
      check(again.length === 0, `${again.map((s) => s.title).join(", ")} shows the newest events again`);
      await page.getByRole("link", { name: "더보기" }).click();
      await page.waitForURL(`${url}/list`);
      await page.getByRole("heading", { name: "행사", exact: true }).waitFor();
    },
  },
  {
    name: "home: a signed-in participant's own events come first, above the newest events",
    async run({ page, url }) {
      await page.goto(`${url}/auth/login`);
      await page.getByLabel("이메일").fill("seller1@bizmeet.demo");
      await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/`);
      const mine = page
        .locator("main section")
        .filter({ has: page.getByRole("heading", { name: "내 행사" }) });
      await mine.locator("a[href^='/event/detail/']").first().waitFor();
      const sections = await homeSections(page);
      check(
        sections.indexOf("내 행사") >= 0 && sections.indexOf("내 행사") < sections.indexOf("최신 행사"),
        `my events should come before the newest events: ${sections.join(" | ")}`,
      );
    },
  },
  {
    name: "search: a blank term warns without navigating; a word finds approved events only",
    async run({ page, url }) {
      await page.goto(`${url}/list`);
      await page.getByRole("button", { name: "행사 검색" }).click();
      const box = page.getByRole("textbox", { name: "행사 검색" });
      await box.fill("   ");
      await box.press("Enter");
      await page.getByText("검색어를 입력해 주세요").waitFor();
      check(page.url() === `${url}/list`, "blank search navigated");
      await box.fill("expo");
      await box.press("Enter");
      await page.waitForURL(/\/search_result\/expo$/);
      await page.getByText("2026 스마트 제조 & 무역 엑스포").first().waitFor();
      check((await page.getByText("준비 중인 비공개 행사").count()) === 0, "a draft event was found");
    },
  },
  {
    name: "unknown groups go home; login-only pages send anonymous visitors to log in",
    async run({ page, url }) {
      await page.goto(`${url}/nonexistent/abc`);
      await page.waitForURL(`${url}/`);
      await page.goto(`${url}/mypage/likes`);
      await page.waitForURL(`${url}/auth/login`);
      await page.goto(`${url}/subEvent/1/attendeeList`);
      await page.waitForURL(`${url}/auth/login`);
      await page.goto(`${url}/mypage/xyz`);
      await page.waitForURL(/\/auth\/login$/);
    },
  },
  {
    name: "event detail: attachments, contacts, apply panel, and a slide-over under 1024 px",
    async run({ page, url }) {
      const id = await expoId(url);
      await page.goto(`${url}/event/detail/${id}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      check((await page.locator("a[download]").count()) === 3, "three attachments expected");
      await page.getByText("host@bizmeet.demo").first().waitFor();
      await page.getByRole("heading", { name: "참가 신청" }).waitFor();
      check((await page.locator("img[data-image='banner']").count()) === 1, "banner expected at 1280 px");
      await page.setViewportSize({ width: 900, height: 900 });
      await page.getByRole("heading", { name: "참가 신청" }).waitFor({ state: "detached" });
      // The map loads once the visitor uses the page; its zoom control then passes under the Apply bar.
      await page.mouse.move(200, 200);
      await page.mouse.wheel(0, 400);
      const zoom = page.locator(".leaflet-control-zoom-in");
      await zoom.waitFor();
      const apply = page.getByRole("button", { name: "신청하기", exact: true });
      const [zoomBox, applyBox] = [await zoom.boundingBox(), await apply.boundingBox()];
      check(zoomBox && applyBox, "zoom control or Apply bar not laid out");
      await page.mouse.wheel(0, zoomBox.y - applyBox.y);
      await page.waitForTimeout(300);
      const moved = await zoom.boundingBox();
      check(moved, "zoom control gone");
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest(".leaflet-control") !== null,
        [moved.x + moved.width / 2, moved.y + moved.height / 2] as const,
      );
      check(!onTop, "the map's zoom control is drawn over the Apply bar");
      await page.getByRole("button", { name: "신청하기", exact: true }).click();
      await page.getByRole("heading", { name: "참가 신청" }).waitFor();
      const zoomNow = await zoom.boundingBox();
      check(zoomNow, "zoom control gone");
      const underBackdrop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest(".MuiBackdrop-root") !== null,
        [zoomNow.x + zoomNow.width / 2, zoomNow.y + zoomNow.height / 2] as const,
      );
      check(underBackdrop, "the map's zoom control is drawn over the slide-over's backdrop");
      await page.setViewportSize({ width: 500, height: 900 });
      await page.keyboard.press("Escape");
      await page.locator("img[data-image='main']").waitFor();
      // At 375 px the title breaks between words, in Korean and in English.
      await page.setViewportSize({ width: 375, height: 800 });
      for (const language of ["ko", "en"]) {
        await page.goto(`${url}/event/detail/${id}?lang=${language}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        const split = await wordsSplitAcrossLines(page, "main h1");
        check(split.length === 0, `the ${language} title splits ${split.join(", ")} across lines at 375 px`);
      }
    },
  },
];

export const templateJourneys: Journey[] = [
  {
    name: "the event home page renders the host's template and its destination links navigate",
    async run({ page, url }) {
      const id = await expoId(url);
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.goto(`${url}/homepage/${id}/main`);
      const template = page.getByTestId("template");
      await template.getByText("Why visit").waitFor();
      await template.getByRole("button", { name: "See the programme" }).click();
      await page.waitForURL(`${url}/homepage/${id}/program`);
      await template.getByText("Global buyer matching").waitFor();
      await page.goto(`${url}/template?eventId=${id}&templateName=main`);
      await template.getByText("Why visit").waitFor();
      check(dialogs === 0, "a dialog opened");
    },
  },
];
