import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import * as s from "../../server/db/schema";
import { seedIfEmpty } from "../../server/seed/seed";
import type { TMyDay } from "../../shared/contract";
import { startApp } from "../server";
import { apiLogin } from "./chat-helpers";
import { login } from "./meetings";
import { check, type Journey } from "./types";

/**
 * The demo data plus, for seller1, an agreed on-site meeting in the matching sub-event that starts in a few
 * minutes at a pinned place of the floor plan, written into a fresh embedded database before the app starts on it
 * (PGlite is one process's). Near the venue's midnight the meeting starts sooner, so that it stays today.
 */
async function prepareDay(): Promise<{ dataDir: string; meetingId: number; place: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-day-"));
  const { ctx, database } = await createContext(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }));
  try {
    await seedIfEmpty(ctx, { onlyEmbedded: true });
    const [sub] = await ctx.db
      .select()
      .from(s.subEvents)
      .where(eq(s.subEvents.category, "matching"))
      .limit(1);
    check(sub, "no matching sub-event in the demo");
    const applicationOf = async (email: string) => {
      const [row] = await ctx.db
        .select({ id: s.applications.id })
        .from(s.applications)
        .innerJoin(s.users, eq(s.users.id, s.applications.applicantId))
        .where(and(eq(s.applications.subEventId, sub.id), eq(s.users.email, email)));
      check(row, `no application of ${email}`);
      return row.id;
    };
    const [event] = await ctx.db.select().from(s.events).where(eq(s.events.id, sub.eventId));
    const seoul = new Intl.DateTimeFormat("en-GB", {
      timeZone: event?.timeZone ?? "Asia/Seoul",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const [hh, mm] = seoul.format(new Date()).split(":").map(Number) as [number, number];
    const lead = hh * 60 + mm > 23 * 60 + 30 ? 2 : 10;
    const startsAt = new Date(Math.ceil((Date.now() + lead * 60_000) / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    await ctx.db
      .insert(s.meetingSlots)
      .values({
        subEventId: sub.id,
        startsAt,
        endsAt,
        date: startsAt.toISOString().slice(0, 10),
        startTime: hhmm(startsAt),
        endTime: hhmm(endsAt),
      })
      .onConflictDoNothing();
    const [place] = await ctx.db
      .select()
      .from(s.places)
      .where(and(eq(s.places.subEventId, sub.id), isNotNull(s.places.x), eq(s.places.active, true)))
      .limit(1);
    check(place, "no pinned place in the matching sub-event");
    const seller = await applicationOf("seller1@bizmeet.demo");
    for (let n = 8; n >= 1; n--) {
      const buyer = await applicationOf(`buyer${n}@bizmeet.demo`);
      const meeting = await ctx.db
        .insert(s.meetings)
        .values({
          subEventId: sub.id,
          applicantApplicationId: buyer,
          acceptorApplicationId: seller,
          status: "agree",
          startsAt,
          endsAt,
          placeId: place.id,
        })
        .returning()
        .then(([row]) => row)
        .catch(() => undefined);
      if (!meeting) continue;
      await ctx.db
        .update(s.applications)
        .set({ attendeeType: "offline" })
        .where(eq(s.applications.id, buyer));
      return { dataDir, meetingId: meeting.id, place: place.name };
    }
    throw new Error("no buyer free for seller1's meeting");
  } finally {
    await database.close();
  }
}

async function myDay(url: string, token: string): Promise<TMyDay> {
  const res = await fetch(`${url}/api/me/day`, { headers: { authorization: token } });
  check(res.ok, `GET /api/me/day: ${res.status}`);
  return (await res.json()) as TMyDay;
}

export const dayJourneys: Journey[] = [
  {
    name: "now / next (375 px): seller1 sees the meeting and its place; offline after a reload the day and the badge still show 'as of'; 'we are here' tapped offline arrives once when back online",
    async run({ page, context }) {
      const world = await prepareDay();
      const app = await startApp(null, {}, world.dataDir);
      try {
        const url = app.url;
        await page.setViewportSize({ width: 375, height: 812 });
        await login(page, url, "seller1@bizmeet.demo");
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

        const { token } = await apiLogin(url, "seller1@bizmeet.demo");
        const day = await myDay(url, token);
        const mine = [day.current, day.next, ...day.later].find((c) => c?.meetingId === world.meetingId);
        check(mine?.myArrivedAt, "the server has no arrival of seller1");
        const at = Date.parse(mine.myArrivedAt);
        check(at >= tapped - 5_000 && at < back, `the arrival keeps the tap's time (${mine.myArrivedAt})`);
        check(mine.state === "waiting", `the meeting is ${mine.state}, not waiting`);
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await app.stop();
      }
    },
  },
];
