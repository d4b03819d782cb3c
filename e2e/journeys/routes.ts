import type { Browser, Page } from "playwright-core";
import type { Mail } from "../server";
import { apiLogin, getJson } from "./chat-helpers";
import { expoId } from "./portal";
import { check, type Journey } from "./types";
import { lounge } from "./video-helpers";

/** The demo accounts, one per role (README); null is the anonymous visitor. */
const ROLES = [
  null,
  "seller1@bizmeet.demo",
  "buyer1@bizmeet.demo",
  "host@bizmeet.demo",
  "admin@bizmeet.demo",
  "interpreter@bizmeet.demo",
] as const;

/** The first link of `kind` mailed to `to` (quoted-printable undone). */
async function mailedLink(page: Page, mails: Mail[], to: string, kind: string): Promise<string> {
  let link: string | undefined;
  for (let i = 0; i < 60 && !link; i++) {
    const raw = mails
      .filter((m) => m.to === to)
      .map((m) => m.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
      .join("\n");
    link = raw.match(new RegExp(`https?://[^\\s"<]+/${kind}/[A-Za-z0-9_-]+`))?.[0];
    if (!link) await page.waitForTimeout(250);
  }
  check(link, `no ${kind} mail arrived for ${to}`);
  return new URL(link).pathname;
}

/**
 * Every top-level route of web/app/routes.tsx, with real ids of the demo: its expo, the consulting
 * sub-event (seller1 and buyer1 approved), the video lounge (where the interpreter works and seller1 and
 * buyer1 have their online meeting), a colleague invitation and a password-reset code mailed just now.
 */
async function demoRoutes(url: string, page: Page, mails: Mail[]): Promise<string[]> {
  const event = await expoId(url);
  const subs = await getJson<{ id: number; category: string }[]>(`${url}/api/subEvents?eventId=${event}`);
  const consulting = subs.find((s) => s.category === "consulting");
  check(consulting, "no consulting sub-event in the demo");
  const room = await lounge(url);
  const invitee = `routes.${Date.now().toString(36)}@example.com`;
  const seller = await apiLogin(url, "seller1@bizmeet.demo");
  const place = await getJson<{ application: { id: number } }>(
    `${url}/api/applications/manager?subEventId=${consulting.id}`,
    seller.token,
  );
  const invited = await fetch(`${url}/api/userManagerAuth`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: seller.token },
    body: JSON.stringify({
      email: invitee,
      name: "경로 점검",
      company: "한빛정밀",
      phoneNumber: "01022223333",
      applicationId: place.application.id,
      subEventId: consulting.id,
    }),
  });
  check(invited.ok, `the invitation failed: ${invited.status}`);
  const reset = await fetch(`${url}/api/users/postPwdCode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "colleague@bizmeet.demo" }),
  });
  check(reset.ok, `the reset mail failed: ${reset.status}`);
  const s = consulting.id;
  return [
    "/",
    "/list",
    "/event/list",
    `/event/detail/${event}`,
    "/search_result/Smart",
    "/terms/terms",
    "/terms/privacy",
    "/terms/manual/participateEvent",
    `/homepage/${event}/main`,
    `/template?eventId=${event}&templateName=main`,
    `/form/subEvent/${s}/sellerPartiForm`,
    `/form/subEvent/${s}/result`,
    "/mypage/info",
    "/mypage/password",
    "/mypage/likes",
    "/mypage/approvedEvents",
    `/subEvent/${s}/attendeeList`,
    `/subEvent/${room.subEventId}/meeting`,
    `/interpreter/${room.subEventId}/meeting`,
    await mailedLink(page, mails, invitee, "managerRegit"),
    "/host",
    "/admin",
    "/auth/login",
    "/auth/register",
    "/auth/findUser",
    await mailedLink(page, mails, "colleague@bizmeet.demo", "auth/changePwd"),
    `/video/${room.meetingId}`,
    "/videoMeeting/device",
    `/videoMeeting/meeting/${room.meetingId}`,
    `/direct/meeting/${room.meetingId}`,
    "/direct/1",
    "/direct/1/device",
    "/direct/1/meeting",
    "/guest",
  ];
}

/**
 * Whether the page asked for is on screen and done: the router has rendered the current address
 * (web/app/RouteMarker.tsx), no request is in flight, no loading indicator is shown, and the page's
 * area (main, or the whole app for the full-window video pages) holds something for three polls running.
 */
function settled(): boolean {
  const w = window as unknown as { __inflight: number; __quiet: number; __last: string };
  const here = location.pathname + location.search;
  const area = document.querySelector("main") ?? document.getElementById("root");
  const loading = area?.querySelector("[role=status] .MuiCircularProgress-root");
  const shown = (area?.textContent ?? "").trim().length > 0 || !!area?.querySelector("img,video,canvas");
  const state = `${here}|${area?.innerHTML.length ?? 0}`;
  const ready = document.documentElement.dataset.path === here && w.__inflight === 0 && !loading && shown;
  w.__quiet = ready && state === w.__last ? w.__quiet + 1 : 0;
  w.__last = state;
  return w.__quiet >= 3;
}

/** What a failed route check reports: where the page went and what its area shows. */
async function describe(page: Page): Promise<string> {
  return page.evaluate(() => {
    const area = document.querySelector("main") ?? document.getElementById("root");
    const text = (area?.textContent ?? "").trim().slice(0, 120);
    return `at ${location.pathname}${location.search}, rendered ${document.documentElement.dataset.path}, ${
      (window as unknown as { __inflight: number }).__inflight
    } requests in flight, area: "${text}"`;
  });
}

/** One role's walk: one context, one page load, then in-app navigations to every route. */
async function walk(
  browser: Browser,
  url: string,
  email: string | null,
  routes: string[],
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ko-KR" });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    let current = "(start)";
    page.on("pageerror", (error) => problems.push(`${email ?? "anonymous"} ${current}: ${error.message}`));
    await context.addInitScript(() => {
      const w = window as unknown as { __inflight: number; __quiet: number; __last: string };
      w.__inflight = 0;
      w.__quiet = 0;
      const original = window.fetch.bind(window);
      window.fetch = (...args: Parameters<typeof fetch>) => {
        w.__inflight++;
        return original(...args).finally(() => w.__inflight--);
      };
      localStorage.setItem("subEventFirst", "Y");
    });
    if (email) {
      const session = await apiLogin(url, email);
      await context.addInitScript(
        ([token, id]) => {
          localStorage.setItem("token", token!);
          localStorage.setItem("userId", id!);
        },
        [session.token, String(session.id)],
      );
    }
    for (const [i, route] of routes.entries()) {
      const before = problems.length;
      current = route;
      if (i === 0) await page.goto(`${url}${route}`);
      else
        await page.evaluate((path) => {
          history.pushState({}, "", path);
          dispatchEvent(new PopStateEvent("popstate"));
        }, route);
      const who = `${email ?? "anonymous"} ${route}`;
      const done = await page
        .waitForFunction(settled, undefined, { polling: "raf", timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!done) problems.push(`${who}: blank or never done (${await describe(page)})`);
      else if ((await page.getByTestId("page-error").count()) > 0)
        problems.push(`${who}: the page failed to render (${await describe(page)})`);
      // a page in a broken state would hide the next ones' errors: start the walk again from a fresh load
      if (problems.length > before && i + 1 < routes.length) await page.goto(`${url}${routes[i + 1]}`);
    }
  } finally {
    await context.close();
  }
  return problems;
}

export const routeJourneys: Journey[] = [
  {
    name: "every top-level route renders for anonymous, seller1, buyer1, host, administrator and interpreter",
    lounge: true,
    async run({ page, context, url, mails }) {
      const browser = context.browser();
      check(browser, "no browser");
      const routes = await demoRoutes(url, page, mails);
      const problems: string[] = [];
      // three roles at a time: the walks mostly wait for the server, and the lane's journeys run one by one
      for (let i = 0; i < ROLES.length; i += 3) {
        const walks = ROLES.slice(i, i + 3).map((role) => walk(browser, url, role, routes));
        for (const found of await Promise.all(walks)) problems.push(...found);
      }
      check(problems.length === 0, `${problems.length} route problems:\n${problems.join("\n")}`);
    },
  },
];
