import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { apiLogin, getJson, type Session } from "./chat-helpers";
import { expoId } from "./portal";
import { check } from "./types";

/** The demo's Video Meeting Lounge: its sub-event, and seller1's agreed online meeting there (open now). */
export async function lounge(url: string) {
  const subs = await getJson<{ id: number; nameEn: string }[]>(
    `${url}/api/subEvents?eventId=${await expoId(url)}`,
  );
  const sub = subs.find((x) => x.nameEn === "Video Meeting Lounge");
  check(sub, "no Video Meeting Lounge in the demo");
  const seller = await apiLogin(url, "seller1@bizmeet.demo");
  const place = await getJson<{ application: { id: number } }>(
    `${url}/api/applications/manager?subEventId=${sub.id}`,
    seller.token,
  );
  const meetings = await getJson<{ id: number; status: string; mode: string }[]>(
    `${url}/api/meetings/myMeeting?applicationId=${place.application.id}`,
    seller.token,
  );
  const meeting = meetings.find((m) => m.status === "agree" && m.mode === "online");
  check(meeting, "seller1 has no agreed online meeting in the lounge");
  return { subEventId: sub.id, meetingId: meeting.id, seller, sellerApp: place.application.id };
}

/** Puts a session into the page's storage (English interface, no one-time tips). */
export async function putSession(page: Page, url: string, who: Session, language: "ko" | "en" = "en") {
  await page.goto(`${url}/terms/terms`);
  await page.evaluate(
    ([token, id, lang]) => {
      localStorage.setItem("token", token!);
      localStorage.setItem("userId", id!);
      localStorage.setItem("language", lang!);
      localStorage.setItem("subEventFirst", "N");
    },
    [who.token, String(who.id), language],
  );
}

/** No serious or critical axe-core violation on the page. */
export async function axeClean(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    bad.length === 0,
    `${where}: ${bad
      .map(
        (v) =>
          `${v.id} ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
      )
      .join("; ")}`,
  );
}

/** Browser contexts of several people at chosen widths and locales, closed together at the end. */
export function contextPool(browser: Browser) {
  const contexts: BrowserContext[] = [];
  return {
    async open(width: number, locale: string): Promise<BrowserContext> {
      const c = await browser.newContext({ viewport: { width, height: 800 }, locale });
      contexts.push(c);
      return c;
    },
    async close(): Promise<void> {
      for (const c of contexts) await c.close();
    },
  };
}
