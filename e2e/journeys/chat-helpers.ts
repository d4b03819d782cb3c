import type { Browser, Page } from "playwright-core";
import { expoId } from "./portal";
import { check } from "./types";

export interface Session {
  token: string;
  id: number;
}

export async function apiLogin(url: string, email: string): Promise<Session> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234!" }),
  });
  check(res.ok, `login ${email}: ${res.status}`);
  return { token: res.headers.get("authorization") ?? "", id: Number(res.headers.get("userid")) };
}

/** A GET that must succeed, as JSON. */
export async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, { headers: token ? { authorization: token } : {} });
  check(res.ok, `GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The demo's consulting sub-event and seller1's and buyer1's applications in it. */
export async function consultingPair(url: string) {
  const subs = await getJson<{ id: number; category: string }[]>(
    `${url}/api/subEvents?eventId=${await expoId(url)}`,
  );
  const s = subs.find((x) => x.category === "consulting");
  check(s, "no consulting sub-event in the demo");
  const seller = await apiLogin(url, "seller1@bizmeet.demo");
  const buyer = await apiLogin(url, "buyer1@bizmeet.demo");
  type Place = { application: { id: number } };
  const sellerApp = (await getJson<Place>(`${url}/api/applications/manager?subEventId=${s.id}`, seller.token))
    .application.id;
  const buyerApp = (await getJson<Place>(`${url}/api/applications/manager?subEventId=${s.id}`, buyer.token))
    .application.id;
  return { subEventId: s.id, seller, buyer, sellerApp, buyerApp };
}

/** A signed-in page in its own browser context (own storage, own socket), in the given interface language. */
export async function signedIn(
  browser: Browser,
  url: string,
  who: Session,
  language: "ko" | "en",
  width = 1280,
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: language === "ko" ? "ko-KR" : "en-US",
  });
  const page = await context.newPage();
  await page.goto(`${url}/terms/terms`);
  await page.evaluate(
    ([token, id, lang]) => {
      localStorage.setItem("token", token!);
      localStorage.setItem("userId", id!);
      localStorage.setItem("language", lang!);
      // the consulting sub-event's one-time tips are not part of this journey
      localStorage.setItem("subEventFirst", "N");
    },
    [who.token, String(who.id), language],
  );
  return page;
}

/** The drawer's scrolling message list. */
export const messages = (page: Page) => page.getByTestId("chat-messages");
