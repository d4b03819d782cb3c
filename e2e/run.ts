import { writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { accessibilityJourneys } from "./journeys/accessibility";
import { accountJourneys } from "./journeys/account";
import { applyJourneys } from "./journeys/apply";
import { chatJourneys } from "./journeys/chat";
import { hostJourneys } from "./journeys/host";
import { languageJourneys } from "./journeys/language";
import { matchingJourneys } from "./journeys/matching";
import { meetingJourneys } from "./journeys/meetings";
import { noticeJourneys } from "./journeys/notices";
import { portalJourneys, templateJourneys } from "./journeys/portal";
import type { Journey } from "./journeys/types";
import { webinarJourneys } from "./journeys/webinars";
import { workspaceJourneys } from "./journeys/workspace";
import { xssNoticeJourneys } from "./journeys/xss-notices";
import { startApp, startSmtp } from "./server";

/** Runs the journeys one by one in fresh browser contexts; writes { passed, failed } to argv[2]. */
async function main() {
  const report = process.argv[2];
  const smtp = await startSmtp();
  const app = await startApp(smtp.port);
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    browser = await launchBrowser();
    const journeys: Journey[] = [
      ...portalJourneys,
      ...templateJourneys,
      ...accountJourneys,
      ...applyJourneys,
      ...languageJourneys,
      ...accessibilityJourneys,
      ...workspaceJourneys,
      ...meetingJourneys,
      ...chatJourneys,
      ...noticeJourneys,
      ...xssNoticeJourneys,
      ...webinarJourneys,
      ...matchingJourneys,
      // Last: it approves the demo's waiting applicant, which earlier journeys expect to be waiting.
      ...hostJourneys,
    ];
    // E2E_FILTER=<text> runs only the journeys whose name contains it (handy while developing).
    const filter = process.env.E2E_FILTER;
    for (const journey of journeys.filter((j) => !filter || j.name.includes(filter))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ko-KR" });
      const page = await context.newPage();
      const started = Date.now();
      try {
        await journey.run({ page, context, url: app.url, mails: smtp.mails });
        passed++;
        console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${journey.name}\n    ${error instanceof Error ? error.stack : error}`);
        await page
          .screenshot({ path: `.test-results/e2e-failure-${passed + failed}.png` })
          .catch(() => undefined);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await app.stop();
    await smtp.close();
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (report) writeFileSync(report, JSON.stringify({ passed, failed }));
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ passed: 0, failed: 1 }));
  process.exit(1);
});
