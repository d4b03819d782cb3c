import { chromium } from "playwright-core";
const url = process.env.URL ?? "http://localhost:3100";
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 } });
  if (email !== "-") {
    await page.goto(`${url}/auth/login`);
    await page.getByLabel("이메일").fill(email);
    await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(`${url}/`);
  }
  for (const p of paths) {
    await page.goto(`${url}${p}`);
    await page.waitForTimeout(2500);
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, "_")}_${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await page.close();
}
await browser.close();
