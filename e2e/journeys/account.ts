import type { Page } from "playwright-core";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Registers through the sign-up form; answers the address. */
async function registerThroughForm(page: Page, url: string, name: string, phone: string): Promise<string> {
  const email = `${unique("e2e")}@example.com`;
  await page.goto(`${url}/auth/register`);
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("이름").fill(name);
  await page.locator("input[autocomplete='new-password']").nth(0).fill("newcomer1");
  await page.locator("input[autocomplete='new-password']").nth(1).fill("newcomer1");
  await page.getByLabel("회사명").fill("E2E Trading");
  await page.getByLabel(/전화번호/).fill(phone);
  await page.getByRole("button", { name: "가입하기" }).click();
  await page.waitForURL(`${url}/`);
  await page.getByRole("button", { name: "계정" }).waitFor();
  return email;
}

export const accountJourneys: Journey[] = [
  {
    name: "a newcomer registers, logs in, browses, searches, likes an event and finds it on my page",
    async run({ page, url }) {
      const email = await registerThroughForm(page, url, "새내기", "01055550001");
      check(
        await page.evaluate(() => localStorage.getItem("token")?.startsWith("Bearer ")),
        "token not stored",
      );
      await page.getByRole("button", { name: "계정" }).click();
      await page.getByRole("menuitem", { name: "로그아웃" }).click();
      check((await page.evaluate(() => localStorage.getItem("token"))) === null, "logout kept the token");

      const id = await expoId(url);
      await page.goto(`${url}/event/detail/${id}`);
      await page.getByRole("button", { name: "관심 행사에 추가" }).click();
      await page.waitForURL(`${url}/auth/login`);
      await page.getByLabel("이메일").fill(email);
      await page.locator("input[autocomplete='current-password']").fill("wrongpass1");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.getByText("아이디와 비밀번호를 확인해 주세요").waitFor();
      // the list of liked events read on the way back answers late (a slow network), after the toggle below
      let slowed = 0;
      await page.route("**/api/likes/myLikeList", async (route) => {
        if (slowed++ > 0) return route.fallback();
        // answered by the server at once, delivered late
        const response = await route.fetch();
        await new Promise((r) => setTimeout(r, 2_000));
        await route.fulfill({ response }).catch(() => undefined);
      });
      await page.locator("input[autocomplete='current-password']").fill("newcomer1");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/event/detail/${id}`);

      const slowList = page
        .waitForResponse("**/api/likes/myLikeList", { timeout: 20_000 })
        .catch(() => undefined);
      await page.getByRole("button", { name: "관심 행사에 추가" }).click();
      await page.getByRole("button", { name: "관심 행사에서 삭제" }).waitFor();
      // the slowed read arrives after the toggle (or was cancelled by it); the heart must stay on
      await slowList;
      await page.waitForTimeout(500); // a render after that answer, if it were taken
      check(
        await page.getByRole("button", { name: "관심 행사에서 삭제" }).isVisible(),
        "the liked list read before the toggle put the heart back",
      );
      await page.goto(`${url}/search_result/${encodeURIComponent("엑스포")}`);
      await page.getByText("2026 스마트 제조 & 무역 엑스포").first().waitFor();
      await page.goto(`${url}/mypage/likes`);
      await page.getByText("2026 스마트 제조 & 무역 엑스포").waitFor();
    },
  },
  {
    name: "find email shows only the masked address",
    async run({ page, url }) {
      const phone = `0107${Math.floor(1e6 + Math.random() * 8e6)}`;
      const email = await registerThroughForm(page, url, "마스킹확인", phone);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${url}/auth/findUser`);
      await page.getByLabel("이름").fill("마스킹확인");
      await page.getByLabel(/전화번호/).fill(`${phone.slice(0, 3)}-`);
      await page.getByText("숫자만 입력할 수 있습니다").waitFor();
      await page.getByLabel(/전화번호/).fill(phone);
      await page.getByRole("button", { name: "찾기" }).click();
      const local = email.split("@")[0]!;
      const masked = `${local.slice(0, -2)}**@example.com`;
      await page.getByText(masked).waitFor();
      check((await page.getByText(email).count()) === 0, "the full address was shown");
    },
  },
  {
    name: "a password reset works end to end with the code read from the mail",
    async run({ page, url, mails }) {
      const email = await registerThroughForm(page, url, "재설정", "01055550003");
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${url}/auth/findUser`);
      await page.getByRole("tab", { name: "비밀번호 재설정" }).click();
      await page.getByLabel("이메일").fill(email);
      await page.getByRole("button", { name: "재설정 메일 보내기" }).click();
      await page
        .getByText(/비밀번호 재설정 메일이 발송됩니다/)
        .first()
        .waitFor();
      let link: string | undefined;
      for (let i = 0; i < 40 && !link; i++) {
        const mail = mails.find((m) => m.to === email);
        const raw = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        link = raw?.match(/https?:\/\/[^\s"<]+\/auth\/changePwd\/[A-Za-z0-9_-]+/)?.[0];
        if (!link) await page.waitForTimeout(500);
      }
      check(link, "no reset mail arrived");
      await page.goto(link);
      await page.getByText(`계정: ${email}`).waitFor();
      await page.locator("input[autocomplete='new-password']").nth(0).fill("renewed12");
      await page.locator("input[autocomplete='new-password']").nth(1).fill("renewed12");
      await page.getByRole("button", { name: "비밀번호 변경" }).click();
      await page.waitForURL(`${url}/auth/login`);
      await page.getByLabel("이메일").fill(email);
      await page.locator("input[autocomplete='current-password']").fill("renewed12");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/`);
      await page.goto(link);
      await page.getByText("링크를 찾을 수 없습니다").waitFor();
    },
  },
];
