import { writeFileSync } from "node:fs";
import type { Browser, BrowserContext } from "playwright-core";
import { loungeSlot } from "../server/seed/seed-video";
import { launchBrowser } from "./browser";
import { accessibilityJourneys } from "./journeys/accessibility";
import { accountJourneys } from "./journeys/account";
import { apiDocsJourneys } from "./journeys/api-docs";
import { applyJourneys } from "./journeys/apply";
import { captionsJourneys } from "./journeys/captions";
import { chatJourneys } from "./journeys/chat";
import { chatOutboxJourneys } from "./journeys/chat-outbox";
import { checkinJourneys } from "./journeys/checkin";
import { dayJourneys } from "./journeys/day";
import { hostJourneys } from "./journeys/host";
import { languageJourneys } from "./journeys/language";
import { liveFloorJourneys } from "./journeys/live-floor";
import { matchingJourneys } from "./journeys/matching";
import { meetingLanguageJourneys } from "./journeys/meeting-languages";
import { meetingJourneys } from "./journeys/meetings";
import { noticeJourneys } from "./journeys/notices";
import { onsiteJourneys } from "./journeys/onsite";
import { placesJourneys } from "./journeys/places";
import { portalJourneys, templateJourneys } from "./journeys/portal";
import { presentationJourneys } from "./journeys/presentation";
import { presentationModerationJourneys } from "./journeys/presentation-moderation";
import { routeJourneys } from "./journeys/routes";
import { standbyJourneys } from "./journeys/standby";
import type { Journey } from "./journeys/types";
import { videoCallJourneys } from "./journeys/video-call";
import { videoDeviceJourneys } from "./journeys/video-devices";
import { videoReconnectJourneys } from "./journeys/video-reconnect";
import { videoRoomJourneys } from "./journeys/video-rooms";
import { visitorJourneys } from "./journeys/visitors";
import { webinarJourneys } from "./journeys/webinars";
import { workspaceJourneys } from "./journeys/workspace";
import { xssNoticeJourneys } from "./journeys/xss-notices";
import { startApp, startSmtp } from "./server";

/**
 * The journeys in two lanes that run side by side, each on its own server (fresh embedded database with the
 * demo data), SMTP catcher and browser: the journeys mostly wait, so two lanes halve the phase on two cores.
 * Within a lane they run one by one, in order, in fresh browser contexts.
 */
const lanes: Journey[][] = [
  [
    ...portalJourneys,
    ...templateJourneys,
    ...accountJourneys,
    ...applyJourneys,
    ...languageJourneys,
    ...accessibilityJourneys,
    ...workspaceJourneys,
    ...meetingJourneys,
    ...videoRoomJourneys,
    ...videoCallJourneys,
    ...videoReconnectJourneys,
    ...videoDeviceJourneys,
    ...presentationJourneys,
    ...presentationModerationJourneys,
    ...captionsJourneys,
    // Last: it approves the demo's waiting applicant, which earlier journeys expect to be waiting.
    ...hostJourneys,
  ],
  [
    ...chatJourneys,
    ...chatOutboxJourneys,
    ...noticeJourneys,
    ...xssNoticeJourneys,
    ...webinarJourneys,
    ...matchingJourneys,
    ...onsiteJourneys,
    ...meetingLanguageJourneys,
    ...routeJourneys,
    ...visitorJourneys,
    ...apiDocsJourneys,
    ...placesJourneys,
    ...checkinJourneys,
    ...dayJourneys,
    ...standbyJourneys,
    ...liveFloorJourneys,
  ],
];

/**
 * Every page of the context reports its `securitypolicyviolation` events at once (an init script, run before the
 * page's own scripts, calls a binding), so a violation is recorded even when the page navigates or closes later.
 */
async function watchPolicyViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding("__e2eCspViolation", ({ page }, text: string) => {
    violations.push(`${page.url()}: securitypolicyviolation ${text}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __e2eCspViolation: (text: string) => void }).__e2eCspViolation;
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        report(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"}${where}`);
      },
      true,
    );
  });
}

async function runLane(lane: number, journeys: Journey[]): Promise<{ passed: number; failed: number }> {
  const smtp = await startSmtp();
  const seededFrom = new Date();
  const app = await startApp(smtp.port);
  // the demo lounge's room is open at seeding, except when the app starts 23:35–23:50 in Seoul (loungeSlot)
  const loungeOpens = Math.max(
    loungeSlot(seededFrom).opensAt.getTime(),
    loungeSlot(new Date()).opensAt.getTime(),
  );
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    browser = await launchBrowser();
    for (const journey of journeys) {
      if (journey.lounge && Date.now() < loungeOpens) {
        console.log(
          `  (waiting ${Math.ceil((loungeOpens - Date.now()) / 1000)} s for the demo lounge's room to open)`,
        );
        await new Promise((r) => setTimeout(r, loungeOpens - Date.now() + 1_000));
      }
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ko-KR" });
      // Every page runs under the app's Content-Security-Policy: a violation fails the journey, whether the
      // browser logs it or only fires `securitypolicyviolation` (a caught `new Function` probe logs nothing).
      // So does a Permissions-Policy the browser cannot read (an unknown feature).
      const violations: string[] = [];
      context.on("page", (opened) =>
        opened.on("console", (message) => {
          if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text()))
            violations.push(`${opened.url()}: ${message.text()}`);
        }),
      );
      await watchPolicyViolations(context, violations);
      const page = await context.newPage();
      const started = Date.now();
      try {
        await journey.run({ page, context, url: app.url, mails: smtp.mails });
        if (violations.length > 0) throw new Error(`Policy violations:\n${violations.join("\n")}`);
        passed++;
        console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${journey.name}\n    ${error instanceof Error ? error.stack : error}`);
        await page
          .screenshot({ path: `.test-results/e2e-failure-${lane}-${passed + failed}.png` })
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
  return { passed, failed };
}

/** Runs every lane; writes { passed, failed } to argv[2]. E2E_FILTER=<text> runs only the journeys whose name
 * contains it, or one of its |-separated parts (handy while developing). */
async function main() {
  const report = process.argv[2];
  const filter = process.env.E2E_FILTER;
  const chosen = lanes
    .map((journeys) =>
      journeys.filter((j) => !filter || filter.split("|").some((part) => j.name.includes(part))),
    )
    .filter((journeys) => journeys.length > 0);
  const results = await Promise.all(chosen.map((journeys, i) => runLane(i + 1, journeys)));
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (report) writeFileSync(report, JSON.stringify({ passed, failed }));
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ passed: 0, failed: 1 }));
  process.exit(1);
});
