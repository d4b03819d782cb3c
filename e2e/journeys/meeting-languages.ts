import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { buyer } from "../../server/seed/demo-data";
import { check, type Journey } from "./types";
import { signIn, subEventOf } from "./webinar-helpers";

/** A demo account's token for calls the journey makes without a screen (the counterpart's own languages). */
async function tokenOf(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234!" }),
  });
  const token = res.headers.get("authorization");
  check(token, `login failed for ${email}`);
  return token;
}

async function call(url: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  check(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function as(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, url, email);
  return page;
}

async function axe(page: Page, where: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    serious.length === 0,
    `axe on ${where}: ${serious.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 160)}`).join("; ")}`,
  );
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens a slot of the schedule, picks the company and answers the dialog's interpreter note. */
async function noteFor(
  page: Page,
  date: string,
  time: string,
  company: string,
  audit = false,
): Promise<string> {
  await page.getByRole("gridcell", { name: new RegExp(`^${date} ${time}, `) }).click();
  const dialog = page.getByRole("dialog");
  const search = dialog.getByLabel(/Search a company \(Enter\)/);
  await search.fill(company);
  await search.press("Enter");
  await dialog.getByRole("button", { name: company }).click();
  const note = dialog.getByTestId("interpreter-note-text");
  await note.waitFor();
  const text = (await note.textContent()) ?? "";
  if (audit) await axe(page, `the slot dialog at ${time}`, "[role=dialog]");
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "hidden" });
  return text;
}

type Slot = { date: string; startTime: string; label: string; actionable: boolean };

async function applicationOf(url: string, token: string, subEventId: number): Promise<number> {
  const place = await call(url, token, "GET", `/api/applications/manager?subEventId=${subEventId}`);
  return (place as { application: { id: number } }).application.id;
}

async function emptySlots(url: string, token: string, applicationId: number): Promise<Set<string>> {
  const schedule = await call(url, token, "GET", `/api/meetings/schedule?applicationId=${applicationId}`);
  return new Set(
    (schedule.slots as Slot[])
      .filter((x) => x.label === "empty" && x.actionable)
      .map((x) => `${x.date} ${x.startTime}`),
  );
}

/**
 * A buyer seller17 can still request in two slots from the second day on (ahead whatever the hour of the run),
 * stating English: earlier journeys (automatic scheduling) may have given the two a meeting or filled slots.
 */
async function counterpart(url: string, subEventId: number, sellerToken: string, firstDay: string) {
  const sellerApp = await applicationOf(url, sellerToken, subEventId);
  const mine = await emptySlots(url, sellerToken, sellerApp);
  for (let n = 17; n <= 30; n++) {
    const company = buyer(n - 1).company;
    const token = await tokenOf(url, `buyer${n}@bizmeet.demo`);
    const app = await applicationOf(url, token, subEventId);
    const theirs = await emptySlots(url, token, app);
    const both = [...mine].filter((k) => theirs.has(k) && k.slice(0, 10) > firstDay).sort();
    const slots = both.slice(0, 2).map((k) => k.split(" ") as [string, string]);
    const [off, on] = slots;
    if (!off || !on) continue;
    const offered = await Promise.all(
      slots.map(async ([date, startTime]) => {
        const query = new URLSearchParams({
          subEventId: String(subEventId),
          applicationId: String(sellerApp),
        });
        query.set("companyName", company);
        query.set("date", date);
        query.set("startTime", startTime);
        const list = await call(url, sellerToken, "GET", `/api/meetingTarget/companyName?${query}`);
        return (list as unknown as { applicationId: number }[]).some((x) => x.applicationId === app);
      }),
    );
    if (!offered.every(Boolean)) continue;
    await call(url, token, "PUT", "/api/meetings/languages", { applicationId: app, languages: ["en"] });
    return { company, off, on };
  }
  throw new Error("no buyer seller17 can request in two common empty slots");
}

export const meetingLanguageJourneys: Journey[] = [
  {
    name: "meeting languages: the interpreter states a pair and a time off, a participant states languages and sees the interpreter note when booking",
    async run({ page, context, url }) {
      const m = await subEventOf(url, "matching");
      const sub = (await (await fetch(`${url}/api/subEvents/detail?id=${m}`)).json()) as {
        subEventStartDate: string;
      };
      const sellerToken = await tokenOf(url, "seller17@bizmeet.demo");
      const { company, off, on } = await counterpart(url, m, sellerToken, sub.subEventStartDate);

      await signIn(page, url, "interpreter@bizmeet.demo");
      await page.goto(`${url}/interpreter/${m}/profile`);
      await page.getByRole("heading", { name: "Languages and availability" }).waitFor();
      await choose(page, "Language 1", "English");
      await choose(page, "Language 2", "English");
      await page.getByRole("button", { name: "Add pair" }).click();
      await page.getByRole("alert").filter({ hasText: "Choose two different languages" }).waitFor();
      await choose(page, "Language 2", "Chinese");
      await page.getByRole("button", { name: "Add pair" }).click();
      await page.getByRole("list", { name: "My language pairs" }).getByText("English ↔ Chinese").waitFor();
      const times = page.getByRole("group", { name: new RegExp(`Times on ${off[0]}`) });
      const toggle = times.getByRole("button", { name: new RegExp(`^${off[1]}–`) });
      await toggle.click();
      check(
        (await toggle.getAttribute("aria-pressed")) === "true",
        `${off.join(" ")} is not marked unavailable`,
      );
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Languages and availability saved" })
        .first()
        .waitFor();

      const seller = await as(context.browser()!, url, "seller17@bizmeet.demo");
      await seller.goto(`${url}/subEvent/${m}/meeting`);
      const field = seller.getByTestId("meeting-languages");
      // by keyboard: type, pick, leave the list, Tab to Save
      await field.getByRole("combobox", { name: "Choose meeting languages" }).focus();
      await seller.keyboard.type("Chin");
      await seller.keyboard.press("ArrowDown");
      await seller.keyboard.press("Enter");
      await seller.keyboard.press("Escape");
      await seller.keyboard.press("Tab");
      await seller.keyboard.press("Enter");
      await field.getByRole("status").filter({ hasText: "Meeting languages saved: Chinese" }).waitFor();
      await axe(seller, "the meeting languages", "[data-testid=meeting-languages]");

      const busy = await noteFor(seller, off[0], off[1], company, true);
      check(busy.includes("no interpreter is free at this time"), `the ${off.join(" ")} note reads: ${busy}`);
      const free = await noteFor(seller, on[0], on[1], company);
      check(free.includes("an interpreter will be assigned"), `the ${on.join(" ")} note reads: ${free}`);
      await seller.context().close();
    },
  },
];
