import AxeBuilder from "@axe-core/playwright";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

const PUBLIC_PAGES = [
  "/",
  "/list",
  "/search_result/expo",
  "/auth/login",
  "/auth/register",
  "/auth/findUser",
  "/terms/terms",
  "/terms/privacy",
  "/terms/manual/participateEvent",
];

export const accessibilityJourneys: Journey[] = [
  {
    name: "axe-core finds no serious or critical violation on the public pages",
    async run({ page, url }) {
      const pages = [...PUBLIC_PAGES, `/event/detail/${await expoId(url)}`];
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(`${url}${path}`);
        await page.waitForLoadState("networkidle").catch(() => undefined);
        await page.locator("main").first().waitFor();
        const result = await new AxeBuilder({ page }).exclude(".leaflet-container").analyze();
        for (const v of result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
          );
        }
      }
      check(problems.length === 0, `accessibility violations:\n${problems.join("\n")}`);
    },
  },
];
