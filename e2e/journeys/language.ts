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
];
