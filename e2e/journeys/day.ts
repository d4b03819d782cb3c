import { buyer } from "../../server/seed/demo-data";
import type { TMyDay } from "../../shared/contract";
import { apiLogin } from "./chat-helpers";
import { login } from "./meetings";
import { check, type Journey } from "./types";

async function myDay(url: string, token: string): Promise<TMyDay> {
  const res = await fetch(`${url}/api/me/day`, { headers: { authorization: token } });
  check(res.ok, `GET /api/me/day: ${res.status}`);
  return (await res.json()) as TMyDay;
}

export const dayJourneys: Journey[] = [
  {
    name: "now / next (375 px): seller6 sees the meeting due now and its place; offline after a reload the day and the badge still show 'as of'; 'we are here' tapped offline arrives once when back online",
    async run({ page, context, url }) {
      // The live demo's running slot: seller6 and buyer2 are due at their table and neither has arrived.
      const seller6 = await apiLogin(url, "seller6@bizmeet.demo");
      const due = (await myDay(url, seller6.token)).current;
      check(due?.counterpart.company === buyer(1).company, "seller6 has no meeting with buyer2 now");
      check(
        due.myArrivedAt === null && due.place,
        "seller6's meeting is not waiting for an arrival at a place",
      );
      const world = { meetingId: due.meetingId, place: due.place.name };
      try {
        await page.setViewportSize({ width: 375, height: 812 });
        await login(page, url, "seller6@bizmeet.demo");
        // a phone on the event's day lands on Now / Next
        await page.waitForURL(`${url}/day`, { timeout: 10_000 });
        const card = page.locator(`[data-testid="day-main"][data-meeting="${world.meetingId}"]`);
        await card.waitFor();
        check(
          (await card.getByTestId("day-place").textContent())?.includes(world.place),
          "the card lacks the place",
        );
        await card.getByTestId("day-pin").waitFor();
        await card.getByTestId("day-countdown").waitFor();
        // the service worker controls the page and has kept the day and the badge
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
        await card.waitFor();
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
        const badgeLink = page.getByRole("link", { name: /내 배지/ }).first();
        const badgeHref = await badgeLink.getAttribute("href");
        check(badgeHref?.startsWith("/badge/"), "no badge link on the day page");
        await page.waitForTimeout(1_000);

        await context.setOffline(true);
        await page.reload();
        await card.waitFor();
        const asOf = await page.getByTestId("day-asof").textContent();
        check(/\d{2}:\d{2}/.test(asOf ?? ""), `no 'as of' time offline: ${asOf}`);
        await page.goto(`${url}${badgeHref}`);
        await page.getByRole("img", { name: /QR/ }).waitFor({ timeout: 10_000 });

        await page.goto(`${url}/day`);
        await card.waitFor();
        const arrivals: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST" && r.url().endsWith(`/api/meetings/${world.meetingId}/arrival`))
            arrivals.push(r.url());
        });
        const sent = () => arrivals.length;
        const tapped = Date.now();
        await card.getByRole("button", { name: "도착했어요" }).click();
        await card.getByTestId("day-queued").waitFor();
        check(sent() === 0, "the arrival left while offline");

        await page.waitForTimeout(1_000);
        const back = Date.now();
        await context.setOffline(false);
        await card.getByTestId("day-waiting").waitFor({ timeout: 15_000 });
        await card.getByTestId("day-queued").waitFor({ state: "detached" });
        // a reload sends nothing more
        await page.reload();
        await card.getByTestId("day-waiting").waitFor();
        check(sent() === 1, `the arrival was sent ${sent()} times`);

        const day = await myDay(url, seller6.token);
        const mine = [day.current, day.next, ...day.later].find((c) => c?.meetingId === world.meetingId);
        check(mine?.myArrivedAt, "the server has no arrival of seller6");
        const at = Date.parse(mine.myArrivedAt);
        check(at >= tapped - 5_000 && at < back, `the arrival keeps the tap's time (${mine.myArrivedAt})`);
        check(mine.state === "waiting", `the meeting is ${mine.state}, not waiting`);
      } finally {
        await context.setOffline(false).catch(() => undefined);
      }
    },
  },
];
