import { buyer } from "../../server/seed/demo-data";
import { apiLogin, getJson } from "./chat-helpers";
import { login } from "./meetings";
import { check, type Journey } from "./types";

/**
 * Standby refill on two phones (issue 30): buyer3 did not come to seller3's table in the live demo's running
 * slot; seller3's phone shows the no-show and three proposals with their reasons, sends one; the candidate's phone
 * gets the request and accepts in one tap; both phones then show the new meeting at seller3's table.
 */
interface Day {
  current: {
    meetingId: number;
    state: string;
    place: { name: string } | null;
    counterpart: { company: string };
    proposals: { id: number; candidate: { company: string }; reasons: unknown[] }[];
  } | null;
}

const phone = { viewport: { width: 375, height: 812 }, locale: "ko-KR", isMobile: true, hasTouch: true };

export const standbyJourneys: Journey[] = [
  {
    name: "standby: seller3 sees buyer3's no-show and three proposals with reasons, sends one, the buyer accepts on another phone, both see the meeting at seller3's table",
    async run({ page, context, url }) {
      const seller3 = await apiLogin(url, "seller3@bizmeet.demo");
      const before = await getJson<Day>(`${url}/api/me/day`, seller3.token);
      check(before.current?.state === "noShow", `seller3's current meeting is ${before.current?.state}`);
      check(before.current.counterpart.company === buyer(2).company, "seller3's no-show is not buyer3");
      check(before.current.proposals.length === 3, `${before.current.proposals.length} proposals, not 3`);
      check(
        before.current.proposals.some((p) => p.reasons.length > 0),
        "no proposal gives a reason",
      );
      const table = before.current.place?.name;
      check(table, "seller3's meeting has no table");

      await page.setViewportSize(phone.viewport);
      await login(page, url, "seller3@bizmeet.demo");
      await page.goto(`${url}/day`);
      await page.getByText("상대방이 오지 않아 노쇼로 기록되었습니다.").waitFor();
      const buttons = page.getByRole("button", { name: /에 요청 보내기$/ });
      await buttons.first().waitFor();
      check((await buttons.count()) === 3, `${await buttons.count()} send buttons, not 3`);
      const chosen = before.current.proposals[0]!.candidate.company;
      await page.getByRole("button", { name: `${chosen}에 요청 보내기` }).click();
      await page.getByText("요청 보냄: 응답 대기").first().waitFor();

      const index = Array.from({ length: 40 }, (_, i) => i).find((i) => buyer(i).company === chosen);
      check(index !== undefined, `unknown candidate ${chosen}`);
      const candidate = await apiLogin(url, `buyer${index + 1}@bizmeet.demo`);
      const asked = await getJson<{ requests: { proposalId: number }[] }>(
        `${url}/api/me/day`,
        candidate.token,
      );
      check(asked.requests.length === 1, `the candidate has ${asked.requests.length} standby requests`);
      const other = await context.browser()!.newContext(phone);
      try {
        const second = await other.newPage();
        await login(second, url, `buyer${index + 1}@bizmeet.demo`);
        await second.goto(`${url}/day`);
        // The candidate's interface speaks their account's language: the request card is found by its role.
        const request = second.getByTestId("day-request");
        await request.waitFor();
        await request.getByRole("button").first().click();
        await second.getByText(table, { exact: false }).first().waitFor();
      } finally {
        await other.close();
      }
      // seller3's phone follows: the new counterpart at the same table, without a reload.
      await page.getByText(chosen).first().waitFor({ timeout: 10_000 });
      const after = await getJson<Day>(`${url}/api/me/day`, seller3.token);
      check(after.current?.counterpart.company === chosen, "seller3's current meeting is not the refill");
      check(after.current.place?.name === table, `the refill is not at ${table}`);
    },
  },
];
