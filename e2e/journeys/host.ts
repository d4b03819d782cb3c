import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { watchForScripts, xssVectors } from "../xss-vectors";
import { checkTablesFit } from "./layout-checks";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

/** Signs in through the API and stores the session as the web app does (interface in English). */
async function signIn(page: Page, url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234!" }),
  });
  const token = res.headers.get("authorization");
  const userId = res.headers.get("userid");
  check(res.ok && token && userId, `login of ${email} failed`);
  await page.goto(`${url}/terms/terms`);
  // Let the start-up session check of the previous user finish before the session is swapped.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("userId", u);
      localStorage.setItem("language", "en");
    },
    [token, userId] as const,
  );
  return token;
}

export const hostJourneys: Journey[] = [
  {
    name: "a host creates an event with a programme, requests approval, the admin approves, it is public",
    async run({ page, url }) {
      const stamp = Date.now().toString(36);
      const nameEn = `E2E Host Fair ${stamp}`;
      await signIn(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host`);
      await page.getByRole("link", { name: "Create an event" }).first().click();
      await page.getByRole("heading", { name: "New event" }).waitFor();
      await page.getByLabel("Name (Korean)").fill(`E2E 주최 박람회 ${stamp}`);
      await page.getByLabel("Name (English)").fill(nameEn);
      await page.getByLabel("Start date").fill("2027-06-01");
      await page.getByLabel("End date").fill("2027-06-03");
      await page.getByLabel("Venue", { exact: true }).fill("BEXCO");
      const description = `<p>Meet <strong>buyers</strong> at BEXCO.</p>${xssVectors.slice(0, 12).join("")}`;
      await page.getByLabel("Description (English, HTML allowed)").fill(description);
      await page.locator(".leaflet-container").click();
      await page.getByText(/^Latitude /).waitFor();
      await page.getByRole("button", { name: "B2B" }).click();
      await page.getByLabel("Name", { exact: true }).fill("Kim Host");
      await page.getByLabel("Phone").fill("01012345678");
      await page.getByLabel("E-mail").fill("contact@example.com");
      await page.getByRole("button", { name: "Create an event" }).click();
      await page.waitForURL(/\/host\/events\/\d+$/);
      const eventId = Number(page.url().split("/").pop());

      await page.getByRole("link", { name: "Add programme" }).click();
      // The lazy page replaces the event editor, whose fields carry the same labels, once loaded.
      await page.getByRole("heading", { name: "Add programme" }).waitFor();
      await page.getByLabel("Name (Korean)").fill("E2E 상담회");
      await page.getByLabel("Programme start").fill("2027-06-01");
      await page.getByLabel("Programme end").fill("2027-06-02");
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/host\/subEvents\/\d+$/);

      await page.goto(`${url}/host/events/${eventId}`);
      await page.getByText("E2E 상담회").waitFor();
      await page.getByRole("button", { name: "Request approval" }).click();
      await page.getByText("Waiting for approval").first().waitFor();

      await signIn(page, url, "admin@bizmeet.demo");
      await page.goto(`${url}/admin`);
      const row = page.getByRole("listitem").filter({ hasText: nameEn });
      await row.getByRole("button", { name: "Approve" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
      await page.getByText("The event is approved and public.").waitFor();

      await page.goto(`${url}/list`);
      await page.getByText(nameEn).first().waitFor();

      // The description is shown as formatted text: tags applied, never shown as text, no script run.
      const scripts = await watchForScripts(page);
      await page.goto(`${url}/event/detail/${eventId}`);
      await page.locator("main strong", { hasText: "buyers" }).waitFor();
      const summary = (await page.locator("main section").first().textContent()) ?? "";
      check(!/<\/?(p|strong)>/.test(summary), `the description shows its markup: ${summary}`);
      await page.waitForTimeout(500);
      check((await scripts.hits()) === 0, "a script of the description ran");
    },
  },
  {
    name: "at 375 and 500 px the host's applicant table turns into cards: every column shown, no word split",
    async run({ page, url }) {
      await signIn(page, url, "host@bizmeet.demo");
      const subEvents = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
        id: number;
        nameEn: string;
      }[];
      const consulting = subEvents.find((s) => s.nameEn === "1:1 Export Consulting");
      check(consulting, "the demo consulting programme is missing");
      for (const width of [375, 500]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${url}/host/subEvents/${consulting.id}/applicants`);
        await checkTablesFit(page, `applicants at ${width} px`);
      }
      // the select-all box stays, named, above the cards
      await page.getByRole("checkbox", { name: "Select all on this page" }).waitFor();
    },
  },
  {
    name: "the host approves a waiting applicant and the applicant gets the approval mail",
    async run({ page, url, mails }) {
      const token = await signIn(page, url, "host@bizmeet.demo");
      const expo = await expoId(url);
      const subEvents = (await (await fetch(`${url}/api/subEvents?eventId=${expo}`)).json()) as {
        id: number;
        nameEn: string;
      }[];
      const consulting = subEvents.find((s) => s.nameEn === "1:1 Export Consulting");
      check(consulting, "the demo consulting programme is missing");
      await page.goto(`${url}/host/subEvents/${consulting.id}/applicants`);
      const search = page.getByLabel("Company, name or e-mail");
      await search.fill("pending@bizmeet.demo");
      await search.press("Enter");
      const row = page.getByRole("row").filter({ hasText: "pending@bizmeet.demo" });
      // The table narrows to the one applicant (MUI's pagination label).
      await page.getByText("1–1 of 1").waitFor();
      await row.getByText("Waiting").waitFor();
      await row.getByRole("button", { name: "Approve" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
      await page.getByText("1 applicant updated.").waitFor();
      await row.getByText("Approved").waitFor();

      const res = await fetch(
        `${url}/api/host/subEvents/${consulting.id}/applicants?search=pending%40bizmeet.demo`,
        { headers: { authorization: token } },
      );
      const page0 = (await res.json()) as { content: { approval: string }[] };
      check(page0.content[0]?.approval === "approval", "the application is not approved");
      let mail: (typeof mails)[number] | undefined;
      for (let i = 0; i < 40 && !mail; i++) {
        mail = mails.find((m) => m.to === "pending@bizmeet.demo");
        if (!mail) await page.waitForTimeout(500);
      }
      check(mail, "no approval mail reached the applicant");
    },
  },
  {
    name: "axe-core finds no serious or critical violation in the organizer console and the admin review",
    async run({ page, url }) {
      await signIn(page, url, "host@bizmeet.demo");
      const expo = await expoId(url);
      const subEvents = (await (await fetch(`${url}/api/subEvents?eventId=${expo}`)).json()) as {
        id: number;
      }[];
      const sub = subEvents[0]?.id;
      check(sub, "the demo expo has no programme");
      const pages = [
        "/host",
        "/host/events/new",
        `/host/events/${expo}`,
        `/host/subEvents/${sub}`,
        `/host/subEvents/${sub}/forms/sellerPartiForm`,
        `/host/subEvents/${sub}/applicants`,
      ];
      const problems: string[] = [];
      const audit = async (path: string) => {
        await page.goto(`${url}${path}`);
        await page.waitForLoadState("networkidle").catch(() => undefined);
        await page.locator("h1").first().waitFor();
        const result = await new AxeBuilder({ page }).exclude(".leaflet-container").analyze();
        for (const v of result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          const nodes = v.nodes.map((n) => n.target.join(" ")).slice(0, 3);
          problems.push(`${path}: ${v.id} (${v.impact}) ${nodes.join(" | ")}`);
        }
      };
      for (const path of pages) await audit(path);
      await signIn(page, url, "admin@bizmeet.demo");
      await audit("/admin");
      check(
        (await page.getByText("This page is for platform administrators only.").count()) === 0,
        "the administrator was refused the review page",
      );
      check(problems.length === 0, `accessibility violations:\n${problems.join("\n")}`);
    },
  },
];
