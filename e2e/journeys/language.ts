import { check, type Journey } from "./types";

export const languageJourneys: Journey[] = [
  {
    name: "Korean by default; the menu switches to English and Chinese, and the choice persists",
    async run({ page, url }) {
      await page.goto(url);
      await page.getByRole("link", { name: "로그인" }).first().waitFor();
      await page.getByRole("button", { name: "언어" }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await page.getByRole("link", { name: "Log in" }).first().waitFor();
      await page.goto(`${url}/event/list`);
      await page.getByRole("heading", { name: "Events" }).waitFor();
      check((await page.evaluate(() => localStorage.getItem("language"))) === "en", "language not saved");
      await page.getByRole("button", { name: "Language" }).click();
      await page.getByRole("menuitem", { name: "中文" }).click();
      await page.getByRole("heading", { name: "活动" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "活动" }).waitFor();
    },
  },
  {
    name: "?lang=en is applied and saved; ?lang=fr is ignored",
    async run({ page, url }) {
      await page.goto(`${url}/?lang=fr`);
      await page.getByRole("link", { name: "로그인" }).first().waitFor();
      check((await page.evaluate(() => localStorage.getItem("language"))) !== "fr", "fr was saved");
      await page.goto(`${url}/?lang=en`);
      await page.getByRole("link", { name: "Log in" }).first().waitFor();
      await page.goto(url);
      await page.getByRole("link", { name: "Log in" }).first().waitFor();
    },
  },
  {
    name: "after login the country's language applies only when none was chosen on the device, and the user is told",
    async run({ page, context, url }) {
      const login = async (p: typeof page) => {
        await p.getByLabel("이메일").fill("buyer1@bizmeet.demo");
        await p.locator("input[autocomplete='current-password']").fill("Demo1234!");
        await p.getByRole("button", { name: "로그인" }).click();
      };
      // nothing chosen: Korean is only the default, buyer1's country (not 82) switches to English, said so
      await page.goto(`${url}/auth/login`);
      await login(page);
      await page
        .getByText("The interface is now in English, the language of your account's country")
        .waitFor();
      await page.getByRole("button", { name: "Language" }).waitFor();
      check(
        (await page.evaluate(() => localStorage.getItem("language"))) === "en",
        "the switch was not kept",
      );
      // Korean chosen in the login page's menu: it stays Korean after login
      const other = await context.browser()!.newContext({ locale: "ko-KR" });
      try {
        const chosen = await other.newPage();
        await chosen.goto(`${url}/auth/login`);
        await chosen.getByRole("button", { name: "언어" }).click();
        await chosen.getByRole("menuitem", { name: "한국어" }).click();
        await login(chosen);
        await chosen.waitForURL(`${url}/`);
        await chosen.getByRole("heading").first().waitFor();
        await chosen.waitForLoadState("networkidle");
        await chosen.getByRole("button", { name: "언어" }).waitFor();
        check((await chosen.getByText("The interface is now in").count()) === 0, "a switch was announced");
      } finally {
        await other.close();
      }
    },
  },
];
