import type { Browser } from "playwright-core";
import { apiLogin } from "./chat-helpers";
import { check, type Journey } from "./types";
import { lounge } from "./video-helpers";

/** A fresh browser of a visitor without any saved language, in the browser's locale. */
async function visitor(browser: Browser, locale: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  return { context, page: await context.newPage() };
}

/** A guest ticket of the demo lounge's meeting, issued by the host through the API: its /guest path. */
async function guestPath(url: string): Promise<string> {
  const { meetingId } = await lounge(url);
  const host = await apiLogin(url, "host@bizmeet.demo");
  const res = await fetch(`${url}/api/host/meetings/${meetingId}/guestTickets`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: host.token },
    body: JSON.stringify({ name: "Dana Guest" }),
  });
  check(res.ok, `the guest ticket was not issued: ${res.status}`);
  return `/guest?t=${((await res.json()) as { id: string }).id}`;
}

export const visitorJourneys: Journey[] = [
  {
    name: "guests follow the browser's language, may switch it, and see the meeting, its companies and the venue's zone",
    lounge: true,
    async run({ context, url }) {
      const browser = context.browser()!;
      const path = await guestPath(url);
      const { context: first, page } = await visitor(browser, "en-US");
      try {
        await page.goto(`${url}${path}`);
        await page.getByTestId("device-step").waitFor();
        await page.getByRole("heading", { name: /^Video meeting: .+ × .+$/ }).waitFor();
        const facts = page.getByTestId("guest-meeting");
        await facts.getByText("Video Meeting Lounge").waitFor();
        await facts.getByText(/Seoul time, the venue's time zone/).waitFor();
        await page.getByRole("button", { name: "Language" }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
        await page.getByRole("heading", { name: /视频会议：.+ × .+/ }).waitFor();
        await facts.getByText(/首尔|Seoul/).waitFor();
      } finally {
        await first.close();
      }
      // the same ticket again: a message in the browser's language that stays, no jump home
      const { context: second, page: again } = await visitor(browser, "zh-CN", 375);
      try {
        await again.goto(`${url}${path}`);
        const refused = again.getByTestId("guest-refused");
        await refused.getByText("此邀请链接已无法进入会议室").waitFor();
        await again.getByRole("button", { name: "语言" }).waitFor();
        // still there once everything has settled (a toast would be gone, the page would be home)
        await again.waitForLoadState("networkidle");
        check(new URL(again.url()).pathname === "/guest", `the refused guest left the page: ${again.url()}`);
        check(await refused.isVisible(), "the refusal did not stay on screen");
      } finally {
        await second.close();
      }
    },
  },
  {
    name: "a direct room's visitor follows the browser's language (Korean when none matches) and may switch it",
    async run({ context, url }) {
      const browser = context.browser()!;
      const { context: english, page } = await visitor(browser, "en-GB");
      try {
        await page.goto(`${url}/direct/1`);
        await page.getByLabel("Name").waitFor();
        await page.getByRole("button", { name: "Language" }).click();
        await page.getByRole("menuitem", { name: "한국어" }).click();
        await page.getByLabel("이름").waitFor();
      } finally {
        await english.close();
      }
      const { context: french, page: other } = await visitor(browser, "fr-FR");
      try {
        await other.goto(`${url}/direct/1`);
        await other.getByLabel("이름").waitFor();
      } finally {
        await french.close();
      }
    },
  },
];
