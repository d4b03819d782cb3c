import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

/** A 2×1 PNG: enough for the browser to decode, crop and square to 600×600 before upload. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP8z8Dwn4GBgYEJAAkGAQGcCcjEAAAAAElFTkSuQmCC",
  "base64",
);

async function subEventIds(url: string) {
  const event = await expoId(url);
  const res = await fetch(`${url}/api/subEvents?eventId=${event}`);
  const subs = (await res.json()) as { id: number; category: string }[];
  const consulting = subs.find((s) => s.category === "consulting");
  const registration = subs.find((s) => s.category === "registration");
  check(consulting && registration, "the demo expo lacks its consulting or registration sub-event");
  return { event, consulting: consulting.id, registration: registration.id };
}

/** Signs up through the API and stores the session the way the app does. */
async function signUp(page: Page, url: string): Promise<string> {
  const email = `apply${Date.now().toString(36)}@example.com`;
  const res = await page.request.post(`${url}/api/users`, {
    data: {
      email,
      name: "Park Seoyeon",
      password: "applicant1",
      company: "Hanbit Robotics",
      phoneNumber: "01077770001",
    },
  });
  check(res.ok(), `sign-up failed: ${res.status()}`);
  const token = res.headers().authorization;
  const userId = res.headers().userid;
  await page.goto(`${url}/`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t ?? "");
      localStorage.setItem("userId", u ?? "");
    },
    [token, userId],
  );
  return email;
}

/** Serious or critical axe violations on the current page. */
async function axeProblems(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 5000 });
}

export const applyJourneys: Journey[] = [
  {
    name: "a company applies as a seller through a form with every question type and waits for approval",
    async run({ page, url }) {
      const ids = await subEventIds(url);
      await signUp(page, url);
      await page.goto(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.getByRole("heading", { name: "Seller application" }).waitFor();

      // Step 1 checks in the spec's order, starting with the card's company.
      await page.locator("#card-company").fill("");
      await page.getByRole("button", { name: "다음" }).click();
      await toast(page, "명함에 회사명을 입력해 주세요.");
      await page.locator("#card-company").fill("Hanbit Robotics");
      const companyAnswer = page.getByLabel(/Company name \/ 기업명/);
      check(
        (await companyAnswer.inputValue()) === "Hanbit Robotics",
        "company name not filled from the card",
      );

      await page.getByRole("button", { name: "다음" }).click();
      await toast(page, "“Industry / 업종” 항목을 선택해 주세요.");
      await page.getByRole("combobox", { name: /Industry/ }).click();
      await page.getByRole("option", { name: "기계" }).click();
      const keyword = page.getByLabel(/Keywords \/ 키워드/);
      await keyword.fill("cobot arms");
      await keyword.press("Enter");
      await page.getByRole("button", { name: "cobot arms" }).waitFor();
      await page.getByLabel(/Website/).fill("hanbit.example");
      await page.getByRole("radio", { name: "Online video" }).check();
      await page.getByLabel("제품명").fill("Cobot H1");
      await page.getByLabel("제품 설명").fill("A six-axis collaborative robot.");
      await page
        .locator("input[type=file]")
        .first()
        .setInputFiles({ name: "h1.png", mimeType: "image/png", buffer: PNG });
      await page.getByRole("img", { name: "Cobot H1" }).waitFor();
      await page.getByLabel("제품 링크").fill("hanbit.example/h1");
      const star = await page.getByLabel("별 5개 중 4개").getAttribute("id");
      await page.locator(`label[for="${star}"]`).click();
      // the consulting sub-event has meetings: the form asks the meeting languages as a built-in field
      const languages = page.getByTestId("form-languages");
      for (const name of ["영어", "한국어"]) {
        await languages.getByRole("combobox", { name: "미팅 언어 선택" }).click();
        await page.getByRole("option", { name, exact: true }).click();
      }
      await page.getByRole("button", { name: "다음" }).click();

      // Step 2: additional questions (long, many, file, short; static text).
      await page.getByText("Before you submit / 제출 전 안내").waitFor();
      await page.getByLabel(/Company introduction/).fill("We build cobots for small factories.");
      await page.getByRole("checkbox", { name: "Europe" }).check();
      await page
        .locator("input[type=file]")
        .first()
        .setInputFiles({
          name: "brochure.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
        });
      await page.getByRole("link", { name: "brochure.pdf" }).waitFor();
      await page.getByLabel(/Annual export volume/).fill("2000000");
      await page.getByRole("button", { name: "다음" }).click();

      // Step 3: review, read-only, URL schemes added; back keeps the values.
      await page.getByRole("link", { name: "http://hanbit.example", exact: true }).waitFor();
      await page.getByRole("link", { name: "http://hanbit.example/h1" }).waitFor();
      const chosen = await page.getByTestId("form-languages").getByRole("listitem").allTextContents();
      check(chosen.join() === "한국어,영어", `the review lists the meeting languages ${chosen.join()}`);
      check(
        (await page.locator("main input:not([type=hidden]):not([readonly])").count()) === 0,
        "review is editable",
      );
      await page.getByRole("button", { name: "뒤로" }).click();
      check(
        (await page.getByLabel(/Company introduction/).inputValue()) ===
          "We build cobots for small factories.",
        "back lost the values",
      );
      await page.getByRole("button", { name: "다음" }).click();
      await page.getByRole("button", { name: "완료" }).click();
      await page.getByText("신청서가 제출되었습니다.").waitFor();

      await page.getByRole("button", { name: "행사 페이지로" }).click();
      await page.waitForURL(`${url}/event/detail/${ids.event}`);
      await page.getByText("주최자의 승인을 기다리고 있습니다.").first().waitFor();
      const res = await page.request.get(
        `${url}/api/applications/subEventApplication?subEventId=${ids.consulting}`,
        {
          headers: { authorization: (await page.evaluate(() => localStorage.getItem("token"))) ?? "" },
        },
      );
      const app = (await res.json()) as { approval: string; method: string; keywords: { title: string }[] };
      check(app.approval === "waiting" && app.method === "pre", "the application is not waiting/pre");
      check(
        app.keywords.some((k) => k.title === "cobot arms"),
        "keyword not stored",
      );

      // The waiting card leads back to the form, which now shows the submitted answers read-only.
      await page.getByRole("button", { name: "승인 대기" }).first().click();
      await page.waitForURL(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.getByText("Cobot H1").waitFor();
      await page.getByText("주최자의 승인을 기다리고 있습니다.").first().waitFor();
      check(
        (await page.getByRole("button", { name: "완료" }).count()) === 0,
        "a waiting applicant can submit again",
      );
    },
  },
  {
    name: "on-site registration shows a temporary login that works",
    async run({ page, url }) {
      const ids = await subEventIds(url);
      const email = `onsite${Date.now().toString(36)}@example.com`;
      await page.goto(`${url}/form/subEvent/${ids.registration}/registration`);
      await page.locator("#card-company").fill("Walk-in Ltd");
      await page.locator("#card-name").fill("Choi Minho");
      await page.locator("#card-email").fill(email);
      await page.locator("#card-phoneNumber").fill("01099990000");
      await page.getByLabel(/Company name \/ 기업명/).fill("Walk-in Ltd");
      await page.getByRole("button", { name: "다음" }).click();
      await page.getByRole("button", { name: "완료" }).click();
      await page.waitForURL(`${url}/form/subEvent/${ids.registration}/result`);
      const password = (await page.getByTestId("form.result.temporaryPW").textContent()) ?? "";
      check(password.length >= 8, "no temporary password shown");
      const code = (await page.getByTestId("form.result.temporaryCode").textContent()) ?? "";
      check(
        (await page.getByRole("link", { name: "비밀번호 설정하기" }).getAttribute("href")) ===
          `/auth/changePwd/${code}`,
        "the password link does not carry the code",
      );
      await page.goto(`${url}/auth/login`);
      await page.getByLabel("이메일").fill(email);
      await page.locator("input[autocomplete='current-password']").fill(password);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/`);
      check(await page.evaluate(() => Boolean(localStorage.getItem("token"))), "temporary login failed");
    },
  },
  {
    name: "the form asks anonymous visitors to log in and sends those who already applied home",
    async run({ page, url }) {
      const ids = await subEventIds(url);
      await page.goto(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.waitForURL(`${url}/auth/login`);
      await page.getByLabel("이메일").fill("seller2@bizmeet.demo");
      await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.getByRole("heading", { name: "Seller application" }).waitFor();
      await page.getByRole("button", { name: "취소" }).click();
      await page.waitForURL(`${url}/event/detail/${ids.event}`);

      await page.evaluate(() => localStorage.clear());
      await page.goto(`${url}/auth/login`);
      await page.getByLabel("이메일").fill("seller1@bizmeet.demo");
      await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(`${url}/`);
      await page.goto(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.getByText("이미 신청한 프로그램입니다.").first().waitFor();
      await page.waitForURL(`${url}/`);
      await page.goto(`${url}/form/subEvent/${ids.consulting}/result`);
      await page.waitForURL(`${url}/`);
    },
  },
  {
    name: "axe-core finds no serious or critical violation on the form steps and the result page",
    async run({ page, url }) {
      const ids = await subEventIds(url);
      const problems: string[] = [];
      await page.goto(`${url}/form/subEvent/${ids.registration}/registration`);
      await page.locator("#card-company").waitFor();
      problems.push(...(await axeProblems(page, "registration step 1")));
      await page.locator("#card-company").fill("Axe Ltd");
      await page.locator("#card-name").fill("Axe Kim");
      await page.locator("#card-email").fill(`axe${Date.now().toString(36)}@example.com`);
      await page.locator("#card-phoneNumber").fill("0101234");
      await page.getByLabel(/Company name \/ 기업명/).fill("Axe Ltd");
      await page.getByRole("button", { name: "다음" }).click();
      await page.getByRole("button", { name: "완료" }).waitFor();
      problems.push(...(await axeProblems(page, "registration review")));
      await page.getByRole("button", { name: "완료" }).click();
      await page.getByTestId("form.result.temporaryPW").waitFor();
      problems.push(...(await axeProblems(page, "result")));
      await signUp(page, url);
      await page.goto(`${url}/form/subEvent/${ids.consulting}/sellerPartiForm`);
      await page.getByRole("heading", { name: "Seller application" }).waitFor();
      problems.push(...(await axeProblems(page, "seller step 1")));
      check(problems.length === 0, `accessibility violations:\n${problems.join("\n")}`);
    },
  },
];
