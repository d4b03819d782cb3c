import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { checkTablesFit } from "./layout-checks";
import { expoId } from "./portal";
import { check, type Journey } from "./types";
import { lounge, putSession } from "./video-helpers";

async function login(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel("이메일").fill(email);
  await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`${url}/`);
}

async function consultingId(url: string): Promise<number> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
  }[];
  const s = subs.find((x) => x.category === "consulting");
  check(s, "no consulting sub-event in the demo");
  return s.id;
}

/** Seller1 invites an address through the add form; answers the mailed /managerRegit link. */
async function inviteAndReadLink(
  page: Page,
  url: string,
  s: number,
  email: string,
  mails: { to: string; raw: string }[],
) {
  await page.goto(`${url}/subEvent/${s}/managerList/add`);
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("이름").fill("초대 동료");
  await page.getByLabel("회사").fill("한빛정밀");
  await page.getByLabel("전화번호").fill("01022223333");
  await page.getByRole("button", { name: "초대 메일 보내기" }).click();
  await page.waitForURL(`${url}/subEvent/${s}/managerList/addedList`);
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    const mail = mails.find((m) => m.to === email);
    const raw = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    link = raw?.match(/https?:\/\/[^\s"<]+\/managerRegit\/[A-Za-z0-9_-]+/)?.[0];
    if (!link) await page.waitForTimeout(500);
  }
  check(link, `no invitation mail arrived for ${email}`);
  return new URL(link).pathname;
}

export const workspaceJourneys: Journey[] = [
  {
    name: "the participants tour shows on the participants page only, never over the meeting schedule",
    async run({ page, url }) {
      await login(page, url, "buyer2@bizmeet.demo");
      const s = await consultingId(url);
      await page.goto(`${url}/subEvent/${s}/meeting`);
      // a modal would hide the grid from the accessibility tree
      await page.getByRole("grid").waitFor();
      check((await page.getByRole("dialog").count()) === 0, "a dialog covers the meeting schedule");
      await page.goto(`${url}/subEvent/${s}/attendeeList`);
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /다음|Next/ })
        .waitFor();
    },
  },
  {
    name: "seller1 enters 1:1 Export Consulting from the event page, lists participants and opens another company",
    async run({ page, url }) {
      await login(page, url, "seller1@bizmeet.demo");
      const id = await expoId(url);
      const s = await consultingId(url);
      await page.goto(`${url}/event/detail/${id}`);
      await page.getByRole("button", { name: "입장하기" }).first().click();
      await page.waitForURL(`${url}/subEvent/${s}/attendeeList`);
      // The consulting tips show once; dismiss them for good.
      await page.getByRole("dialog").getByRole("button", { name: "다음" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "다음" }).click();
      await page.getByRole("button", { name: "시작하기" }).click();
      check(
        (await page.evaluate(() => localStorage.getItem("subEventFirst"))) === "Y",
        "tips flag not stored",
      );
      await page.getByTestId("workspace-event").getByText("2026 스마트 제조 & 무역 엑스포").waitFor();
      const table = page.getByRole("table", { name: "참가 기업" });
      await table.getByRole("row").nth(1).waitFor();
      check((await table.getByText("대기산업").count()) === 0, "a waiting applicant is listed");
      await page.getByLabel("기업명, 담당자, 키워드 검색").fill("Nordic");
      await page.getByLabel("기업명, 담당자, 키워드 검색").press("Enter");
      await table.getByRole("row", { name: /Nordic Supply AB/ }).click();
      await page.waitForURL(new RegExp(`/subEvent/${s}/attendeeList/\\d+$`));
      await page.getByRole("heading", { name: "Nordic Supply AB" }).waitFor();
      await page.getByRole("tab", { name: "기업 정보" }).waitFor();
      await page.getByRole("tab", { name: "담당자" }).click();
      await page.getByText("관리자").waitFor();
    },
  },
  {
    name: "at 375 and 500 px the participant and manager lists turn into cards: every column shown, no word split",
    async run({ page, url }) {
      await page.addInitScript(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "seller1@bizmeet.demo");
      const s = await consultingId(url);
      for (const width of [375, 500]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ["attendeeList", "managerList"]) {
          await page.goto(`${url}/subEvent/${s}/${path}`);
          await checkTablesFit(page, `${path} at ${width} px`);
        }
      }
      // each card names its fields
      const card = page.getByRole("row").filter({ hasText: "seller1@bizmeet.demo" });
      check(
        (await card.locator("td[data-label='이메일']").count()) === 1,
        "the manager card lacks its labels",
      );
    },
  },
  {
    name: "pending@bizmeet.demo reaches only myInfo; other workspace pages send it to the event page",
    async run({ page, url }) {
      await login(page, url, "pending@bizmeet.demo");
      const s = await consultingId(url);
      const id = await expoId(url);
      await page.goto(`${url}/subEvent/${s}/attendeeList`);
      await page.waitForURL(`${url}/event/detail/${id}`);
      await page.goto(`${url}/subEvent/${s}/myInfo`);
      await page.getByText(/승인을 기다리고 있습니다/).waitFor();
      check(page.url().endsWith(`/subEvent/${s}/myInfo`), "myInfo was not reachable");
    },
  },
  {
    name: "seller1 invites a colleague who signs up through the mailed link and lands on the attendee list",
    async run({ page, url, mails }) {
      await page.addInitScript(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "seller1@bizmeet.demo");
      const s = await consultingId(url);
      const email = `colleague.${Date.now().toString(36)}@example.com`;
      await page.goto(`${url}/subEvent/${s}/managerList`);
      await page.getByRole("link", { name: "담당자 추가" }).click();
      await page.getByLabel("이메일").fill(email);
      await page.getByLabel("이름").fill("새동료");
      await page.getByLabel("회사").fill("한빛정밀");
      await page.getByLabel("전화번호").fill("010-2222-3333");
      check((await page.getByLabel("전화번호").inputValue()) === "01022223333", "hyphens were kept");
      await page.getByRole("button", { name: "초대 메일 보내기" }).click();
      await page.waitForURL(`${url}/subEvent/${s}/managerList/addedList`);
      await page
        .getByRole("row", { name: new RegExp(email) })
        .getByRole("cell", { name: "수락 대기" })
        .waitFor();
      let link: string | undefined;
      for (let i = 0; i < 40 && !link; i++) {
        const mail = mails.find((m) => m.to === email);
        const raw = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        link = raw?.match(/https?:\/\/[^\s"<]+\/managerRegit\/[A-Za-z0-9_-]+/)?.[0];
        if (!link) await page.waitForTimeout(500);
      }
      check(link, "no invitation mail arrived");
      await page.evaluate(() => {
        localStorage.removeItem("token");
        localStorage.removeItem("userId");
      });
      await page.goto(`${url}${new URL(link).pathname}`);
      await page.getByRole("form", { name: "가입하고 초대 수락" }).waitFor();
      check((await page.getByLabel("이름").inputValue()) === "새동료", "the sign-up form is not prefilled");
      await page.locator("input[autocomplete='new-password']").fill("colleague1");
      await page.getByRole("button", { name: "가입하고 수락" }).click();
      await page.waitForURL(`${url}/subEvent/${s}/attendeeList`);
      await page.getByRole("table", { name: "참가 기업" }).getByRole("row").nth(1).waitFor();
    },
  },
  {
    name: "axe-core finds no serious or critical violation on the workspace pages",
    async run({ page, url }) {
      await page.addInitScript(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "seller1@bizmeet.demo");
      const s = await consultingId(url);
      const list = (await (
        await page.request.get(`${url}/api/applications/participantList?subEventId=${s}&type=buyer`, {
          headers: { authorization: (await page.evaluate(() => localStorage.getItem("token"))) ?? "" },
        })
      ).json()) as { content: { applicationId: number }[] };
      const other = list.content[0]?.applicationId;
      check(other, "no buyer in the demo consulting sub-event");
      const problems: string[] = [];
      for (const path of [
        "attendeeList",
        `attendeeList/${other}`,
        "product",
        "myInfo",
        "eventInfo",
        "managerList",
        "managerList/add",
        "managerList/addedList",
      ]) {
        await page.goto(`${url}/subEvent/${s}/${path}`);
        await page.waitForLoadState("networkidle").catch(() => undefined);
        await page
          .getByTestId("workspace-event")
          .waitFor()
          .catch(() => problems.push(`${path}: the workspace did not render (${page.url()})`));
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
          );
      }
      check(problems.length === 0, `accessibility violations:\n${problems.join("\n")}`);
    },
  },
  {
    name: "an existing user invited by seller1 logs in on the landing and enters the workspace",
    async run({ page, url, mails }) {
      await page.addInitScript(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "seller1@bizmeet.demo");
      const s = await consultingId(url);
      const path = await inviteAndReadLink(page, url, s, "interpreter@bizmeet.demo", mails);
      await page.evaluate(() => {
        localStorage.removeItem("token");
        localStorage.removeItem("userId");
      });
      await page.goto(`${url}${path}`);
      await page.getByRole("form", { name: "로그인하고 초대 수락" }).waitFor();
      await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
      await page.getByRole("button", { name: "로그인하고 수락" }).click();
      await page.waitForURL(`${url}/subEvent/${s}/attendeeList`);
      await page.goto(`${url}${path}`);
      await page.getByText(/유효하지 않거나 이미 사용된 초대 코드/).waitFor();
    },
  },
  {
    name: "seller1 modifies an answer in my info; a colleague sees no modify button",
    async run({ page, url }) {
      await page.addInitScript(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "seller1@bizmeet.demo");
      const s = await consultingId(url);
      await page.goto(`${url}/subEvent/${s}/myInfo`);
      await page.getByRole("tab", { name: "신청 정보" }).click();
      await page.getByRole("button", { name: "수정" }).click();
      const website = page.getByLabel("Website / 홈페이지");
      await website.fill("hanbit-e2e.example.com");
      await website.blur();
      await page.getByRole("button", { name: "저장" }).click();
      await page.getByRole("link", { name: "http://hanbit-e2e.example.com" }).waitFor();
      await page.reload();
      await page.getByRole("tab", { name: "신청 정보" }).click();
      await page.getByRole("link", { name: "http://hanbit-e2e.example.com" }).waitFor();

      await page.evaluate(() => localStorage.clear());
      await page.evaluate(() => localStorage.setItem("subEventFirst", "Y"));
      await login(page, url, "colleague@bizmeet.demo");
      await page.goto(`${url}/subEvent/${s}/myInfo`);
      await page.getByRole("tab", { name: "신청 정보" }).click();
      await page.getByRole("link", { name: "http://hanbit-e2e.example.com" }).waitFor();
      check(
        (await page.getByRole("button", { name: "수정" }).count()) === 0,
        "a colleague sees the modify button",
      );
      await page.goto(`${url}/subEvent/${s}/managerList`);
      await page.getByRole("table").getByText("관리자").waitFor();
      check(
        (await page.getByRole("link", { name: "담당자 추가" }).count()) === 0,
        "a colleague sees the add button",
      );
    },
  },
  {
    name: "seller1 goes from the Video Meeting Lounge's workspace (no matching) to the meeting's room entry",
    lounge: true,
    async run({ page, url }) {
      const { subEventId, meetingId, seller } = await lounge(url);
      await putSession(page, url, seller);
      await page.goto(`${url}/subEvent/${subEventId}/attendeeList`);
      await page
        .getByRole("navigation", { name: "Sub-event menu" })
        .getByRole("link", { name: "Meetings" })
        .click();
      await page.waitForURL(`${url}/subEvent/${subEventId}/meeting`);
      await page.getByText("The organizer arranges the meetings of this programme").waitFor();
      check(
        (await page.getByTestId("meeting-languages").count()) === 0,
        "meeting languages shown without matching",
      );
      await page.getByRole("gridcell").filter({ hasText: "Confirmed" }).first().click();
      await page.getByRole("dialog").getByRole("button", { name: "Join video meeting" }).click();
      await page.waitForURL(new RegExp(`/video/${meetingId}\\?applicantId=\\d+$`));
      await page.getByTestId("device-step").waitFor();
    },
  },
  {
    name: "in Korean the lounge's group names and the pager are Korean (the host's standard 'Sellers'/'Buyers' too)",
    async run({ page, url }) {
      const { subEventId, seller } = await lounge(url);
      await putSession(page, url, seller, "ko");
      await page.goto(`${url}/subEvent/${subEventId}/attendeeList`);
      const main = page.locator("main");
      await main.getByText(/1–\d+/).first().waitFor();
      const text = ((await main.textContent()) ?? "").replace(/\s+/g, " ");
      for (const english of ["Sellers", "Buyers", " of ", "Rows per page"])
        check(
          !text.includes(english),
          `"${english}" shows in the Korean attendee list: ${text.slice(0, 400)}`,
        );
      check(/셀러|바이어/.test(text), `no Korean group name: ${text.slice(0, 400)}`);
      check(/\d+개 중 1–\d+/.test(text), `the pager is not Korean: ${text.slice(0, 400)}`);
    },
  },
];
