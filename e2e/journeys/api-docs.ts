import { check, type Journey } from "./types";

export const apiDocsJourneys: Journey[] = [
  {
    name: "API docs: /api/docs shows the calls and runs one under its own policy, without a violation",
    async run({ page, url }) {
      // a deep link opens the call (the page draws only the operations in view)
      await page.goto(`${url}/api/docs#/platform/getApiHealth`);
      await page.getByRole("heading", { name: /Bizmeet API/ }).waitFor({ timeout: 60_000 });
      const health = page.locator(".opblock").filter({ hasText: "/api/health" });
      await health.getByRole("button", { name: "Try it out" }).click();
      await health.getByRole("button", { name: "Execute" }).click();
      const status = health.locator(".live-responses-table tbody .response-col_status").first();
      await status.waitFor();
      const text = (await status.textContent())?.trim();
      check(text === "200", `the docs' call of /api/health answered ${text}`);
    },
  },
];
