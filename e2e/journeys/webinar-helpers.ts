import type { Page } from "playwright-core";
import { expoId } from "./portal";
import { check } from "./types";

/** A session of a demo account, set the way the login page leaves it (English interface). */
export async function signIn(page: Page, url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234!" }),
  });
  const token = res.headers.get("authorization");
  const userId = res.headers.get("userid");
  check(token && userId, `login failed for ${email}`);
  await page.goto(`${url}/terms/terms`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t!);
      localStorage.setItem("userId", u!);
      localStorage.setItem("language", "en");
    },
    [token, userId],
  );
  return token;
}

/** The demo expo's sub-event of a category. */
export async function subEventOf(url: string, category: string): Promise<number> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
  }[];
  const s = subs.find((x) => x.category === category);
  check(s, `no ${category} sub-event in the demo`);
  return s.id;
}
