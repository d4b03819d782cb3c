import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { seller } from "../../server/seed/demo-data";
import { check, type Journey } from "./types";
import { signIn, subEventOf } from "./webinar-helpers";
import { webinarXssJourney } from "./webinars-xss";

async function as(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, url, email);
  return page;
}

async function axe(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    serious.length === 0,
    `axe on ${where}: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 160)}`).join("; ")}`,
  );
}

const secretCount = (page: Page) =>
  page.getByTestId("qa-content").filter({ hasText: "This is a secret post." }).count();

export const webinarJourneys: Journey[] = [
  {
    name: "webinar: a participant asks a private question, the presenter answers live, a third participant sees 'secret'",
    async run({ page, context, url }) {
      const p = await subEventOf(url, "presentation");
      await signIn(page, url, "seller1@bizmeet.demo");
      await page.goto(`${url}/subEvent/${p}/webinar`);
      await page.getByRole("button", { name: /Smart Factories 2027/ }).click();
      await page.waitForURL(new RegExp(`/subEvent/${p}/webinar/\\d+$`));
      const webinarUrl = page.url();
      await page.getByRole("heading", { name: "Q&A" }).waitFor();
      await axe(page, "the webinar page");

      const presenter = await as(context.browser()!, url, "buyer1@bizmeet.demo");
      await presenter.goto(webinarUrl);
      await presenter.getByRole("heading", { name: "Q&A" }).waitFor();
      const third = await as(context.browser()!, url, "seller3@bizmeet.demo");
      await third.goto(webinarUrl);
      await third.getByTestId("qa-question").first().waitFor();
      const secretsBefore = await secretCount(third);

      const question = `Can you share the maintenance budget? ${Date.now()}`;
      await page.getByLabel("Ask a question").fill(`${question}\n\n`);
      await page.getByLabel(/^Private/).check();
      await page.getByRole("button", { name: "Ask", exact: true }).click();
      // the box keeps the text until the post returns: wait on the list, then on the box emptied
      await page.getByTestId("qa-content").filter({ hasText: question }).waitFor();
      const box = await page.getByLabel("Ask a question").elementHandle();
      await page.waitForFunction((el) => (el as HTMLTextAreaElement).value === "", box);

      // the presenter sees it without reloading, with its text; the third participant the placeholder
      const item = presenter.getByTestId("qa-question").filter({ hasText: question });
      await item.waitFor({ timeout: 10_000 });
      await third.waitForFunction(
        ([before]) =>
          [...document.querySelectorAll("[data-testid=qa-content]")].filter(
            (e) => e.textContent === "This is a secret post.",
          ).length > before!,
        [secretsBefore],
        { timeout: 10_000 },
      );
      check(!(await third.content()).includes(question), "the third participant received the private text");

      await item.getByRole("button", { name: "Answer" }).click();
      const answerBox = item.getByLabel("Write an answer");
      check(await item.getByRole("checkbox").isDisabled(), "the private box of an answer is not disabled");
      const answer = `Around 5% of the line's cost each year ${Date.now()}`;
      await answerBox.fill(answer);
      await item.getByRole("button", { name: "Post answer" }).click();
      await page
        .getByTestId("qa-question")
        .filter({ hasText: question })
        .getByText(answer)
        .waitFor({ timeout: 10_000 });
      const label = await page
        .getByTestId("qa-question")
        .filter({ hasText: question })
        .getByText("Presenter")
        .count();
      check(label > 0, "the answer is not labelled presenter");

      await third.reload();
      await third.getByTestId("qa-question").first().waitFor();
      const html = await third.content();
      check(
        !html.includes(question) && !html.includes(answer),
        "the private question or answer shows to a third participant",
      );
      check(
        (await secretCount(third)) >= secretsBefore + 2,
        "the third participant does not see the placeholders",
      );
      await presenter.context().close();
      await third.context().close();
    },
  },
  {
    name: "interpreter: the account menu's dialog opens the workspace with the assigned meetings; others are sent home",
    async run({ page, context, url }) {
      const m = await subEventOf(url, "matching");
      await signIn(page, url, "interpreter@bizmeet.demo");
      await page.goto(`${url}/`);
      await page.getByRole("button", { name: "Account" }).click();
      await page.getByRole("menuitem", { name: "Interpreter" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: /Global Buyer Matching/ }).click();
      await page.waitForURL(`${url}/interpreter/${m}/meeting`);
      const meetings = page.getByTestId("interp-meeting");
      await meetings.first().waitFor();
      check((await meetings.count()) === 3, `the interpreter sees ${await meetings.count()} meetings, not 3`);
      const nav = page.getByRole("navigation", { name: "Interpreter menu" });
      const entries = await nav.getByRole("link").allTextContents();
      check(
        entries.join("|") ===
          "Participant info|Meeting status|Languages & availability|Consultation|Notices|Event info|Home",
        `the interpreter sidebar reads ${entries.join("|")}`,
      );
      await axe(page, "the interpreter's meetings");
      await page.getByRole("link", { name: "Participant info" }).click();
      await page.getByRole("table").getByRole("row").nth(1).click();
      await page.waitForURL(new RegExp(`/interpreter/${m}/participantsList/\\d+$`));
      await page.getByRole("button", { name: "Back" }).waitFor();

      const other = await as(context.browser()!, url, "seller1@bizmeet.demo");
      await other.goto(`${url}/interpreter/${m}/meeting`);
      await other.waitForURL(`${url}/`);
      await other.context().close();
    },
  },
  {
    name: "digital map: a participant finds a company's booth and opens the company",
    async run({ page, url }) {
      const m = await subEventOf(url, "matching");
      await signIn(page, url, "buyer5@bizmeet.demo");
      await page.goto(`${url}/subEvent/${m}/digitalMapList`);
      await page.getByRole("img", { name: "Floor plan of the venue" }).waitFor();
      await axe(page, "the digital map");
      const company = seller(6).company;
      await page.getByLabel("Find a company or booth").fill(company);
      await page.getByLabel("Find a company or booth").press("Enter");
      const card = page.getByTestId("booth-card");
      await card.getByText(company).waitFor();
      check((await card.textContent())?.includes("Booth B1"), "the search did not find booth B1");
      await card.getByRole("link", { name: "Open the company's page" }).click();
      await page.waitForURL(new RegExp(`/subEvent/${m}/attendeeList/\\d+$`));
      await page.getByRole("heading", { name: company }).waitFor();
      // a marker leads there too
      await page.goto(`${url}/subEvent/${m}/digitalMapList`);
      await page.getByRole("button", { name: `Booth A1 · ${seller(0).company}` }).click();
      await page.getByTestId("booth-card").getByText(seller(0).company).waitFor();
    },
  },
  {
    name: "axe-core finds no serious or critical violation on the programme, speakers, interpreter and host tool pages",
    async run({ page, context, url }) {
      const p = await subEventOf(url, "presentation");
      const m = await subEventOf(url, "matching");
      await signIn(page, url, "seller1@bizmeet.demo");
      for (const [path, ready] of [
        [`/subEvent/${p}/webinar`, "Smart Factories 2027"],
        [`/subEvent/${p}/programList`, "Opening keynote"],
        [`/subEvent/${p}/speakerList`, "Dr. Mina Cho"],
      ] as const) {
        await page.goto(`${url}${path}`);
        await page.getByText(ready).first().waitFor();
        await axe(page, path);
      }
      const interp = await as(context.browser()!, url, "interpreter@bizmeet.demo");
      for (const path of [
        `/interpreter/${m}/myInfo`,
        `/interpreter/${m}/participantsList`,
        `/interpreter/${m}/counselList`,
      ]) {
        await interp.goto(`${url}${path}`);
        await interp.getByRole("heading", { level: 1 }).first().waitFor();
        await interp.waitForTimeout(300);
        await axe(interp, path);
      }
      await interp.context().close();
      const host = await as(context.browser()!, url, "host@bizmeet.demo");
      for (const [sub, tool] of [
        [p, "webinars"],
        [p, "programme"],
        [p, "speakers"],
        [m, "interpreters"],
        [m, "floorMap"],
      ] as const) {
        await host.goto(`${url}/host/subEvents/${sub}/tools/${tool}`);
        await host.getByRole("heading", { level: 2 }).first().waitFor();
        await host.waitForTimeout(500);
        await axe(host, `host ${tool}`);
      }
      await host.context().close();
    },
  },
  webinarXssJourney,
];
