import type { Page } from "playwright-core";
import PostalMime from "postal-mime";
import { buyer, seller } from "../../server/seed/demo-data";
import { apiLogin } from "./chat-helpers";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

/**
 * On site (issue 29): the matching session's on-site meetings have places, none shared; the host moves
 * seller1's meeting to Table A-07 with the board's picker (only free places offered); seller1 reads it in the
 * schedule, in the updated mail and in its invitation's LOCATION (with the venue's address).
 */
async function login(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel("이메일").fill(email);
  await page.locator("input[autocomplete='current-password']").fill("Demo1234!");
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`${url}/`);
}

async function matching(url: string): Promise<{ id: number; start: string }> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    category: string;
    subEventStartDate: string;
  }[];
  const s = subs.find((x) => x.category === "matching");
  check(s, "no matching sub-event in the demo");
  return { id: s.id, start: s.subEventStartDate };
}

interface BoardMeeting {
  id: number;
  status: string;
  mode: string;
  placeId: number | null;
  place: string;
  startsAt: string;
  applicantName: string;
  acceptorName: string;
}

async function boardMeetings(url: string, subEventId: number): Promise<BoardMeeting[]> {
  const { token } = await apiLogin(url, "host@bizmeet.demo");
  const res = await fetch(`${url}/api/host/subEvents/${subEventId}/meetings?status=agree`, {
    headers: { authorization: token },
  });
  const board = (await res.json()) as { hasPlaces: boolean; slots: { meetings: BoardMeeting[] }[] };
  check(board.hasPlaces, "the matching session has no places");
  return board.slots.flatMap((s) => s.meetings);
}

export const onsiteJourneys: Journey[] = [
  {
    name: "on site: every agreed on-site meeting has a place, none shared; the host moves seller1's to Table A-07 and seller1 reads it in the schedule, the mail and the .ics",
    async run({ page, url, mails }) {
      const m = await matching(url);
      const agreed = (await boardMeetings(url, m.id)).filter((x) => x.mode === "offline");
      check(agreed.length > 0, "no agreed on-site meeting in the matching session");
      const homeless = agreed.filter((x) => x.placeId === null);
      check(homeless.length === 0, `${homeless.length} on-site meetings without a place`);
      const keys = agreed.map((x) => `${x.placeId}@${x.startsAt}`);
      check(new Set(keys).size === keys.length, "two meetings share a place at one time");

      const pair = `${buyer(0).company} → ${seller(0).company}`;
      const mine = agreed.find((x) => `${x.applicantName} → ${x.acceptorName}` === pair);
      check(mine, `no agreed meeting ${pair}`);

      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m.id}/meetings`);
      await page.getByRole("heading", { name: "미팅 보드" }).waitFor();
      const row = page
        .locator("div")
        .filter({ hasText: pair })
        .filter({ has: page.getByRole("combobox") })
        .last();
      await row.getByRole("combobox", { name: "테이블/부스" }).click();
      await page.getByRole("option", { name: "테이블 A-07 · Meeting zone M" }).click();
      await page
        .getByText("미팅 장소를 테이블 A-07 · Meeting zone M(으)로 옮겼습니다", { exact: false })
        .waitFor();

      // the updated invitation reaches seller1 with the table and the venue
      let ics = "";
      let text = "";
      for (let i = 0; i < 60 && !ics; i++) {
        for (const mail of mails.filter((x) => x.to === "seller1@bizmeet.demo")) {
          const parsed = await PostalMime.parse(mail.raw);
          const invite = parsed.attachments.find((a) => a.mimeType.startsWith("text/calendar"));
          const body =
            typeof invite?.content === "string" ? invite.content : new TextDecoder().decode(invite?.content);
          if (body.includes("A-07")) {
            ics = body;
            text = parsed.text ?? "";
          }
        }
        if (!ics) await page.waitForTimeout(500);
      }
      check(ics, "no invitation with Table A-07 reached seller1");
      check(/LOCATION:[^\r\n]*A-07/.test(ics.replace(/\r\n /g, "")), `LOCATION without the table:\n${ics}`);
      check(text.includes("A-07"), "the mail's text does not name the table");

      // seller1's schedule shows it in the slot's dialog
      const sellerPage = await page.context().browser()!.newPage({ locale: "ko-KR" });
      await login(sellerPage, url, "seller1@bizmeet.demo");
      await sellerPage.goto(`${url}/subEvent/${m.id}/meeting`);
      await sellerPage.getByRole("grid").waitFor();
      const start = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Seoul",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(mine.startsAt));
      const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(
        new Date(mine.startsAt),
      );
      await sellerPage.getByRole("gridcell", { name: new RegExp(`^${date} ${start}, `) }).click();
      await sellerPage.getByRole("dialog").getByText("테이블 A-07 · Meeting zone M").waitFor();
      await sellerPage.close();
    },
  },
];
