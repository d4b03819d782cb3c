import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PostalMime from "postal-mime";
import { buyer, seller } from "../../server/seed/demo-data";
import { apiLogin } from "./chat-helpers";
import { login, matching } from "./meetings";
import { check, type Journey } from "./types";

/**
 * On site (issue 29): the matching session's on-site meetings have places, none shared; the host moves
 * seller1's meeting to Table A-07 with the board's picker (only free places offered); seller1 reads it in the
 * schedule, in the updated mail and in its invitation's LOCATION (with the venue's address).
 */
const run = promisify(execFile);

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

      // Table A-07, unless a published schedule holds it at that hour: then a table the host adds, A-41
      const { token } = await apiLogin(url, "host@bizmeet.demo");
      const free = (await (
        await fetch(`${url}/api/host/meetings/${mine.id}/places`, { headers: { authorization: token } })
      ).json()) as { places: { name: string }[] };
      let table = "A-07";
      if (!free.places.some((p) => p.name === table)) {
        table = "A-41";
        const made = await fetch(`${url}/api/host/subEvents/${m.id}/places`, {
          method: "POST",
          headers: { authorization: token, "content-type": "application/json" },
          body: JSON.stringify({ kind: "table", name: table, zone: "Meeting zone M" }),
        });
        check(made.status === 201, `adding ${table}: ${made.status}`);
      }
      const label = `테이블 ${table} · Meeting zone M`;

      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m.id}/meetings`);
      await page.getByRole("heading", { name: "미팅 보드" }).waitFor();
      const row = page
        .locator("div")
        .filter({ hasText: pair })
        .filter({ has: page.getByRole("combobox") })
        .last();
      await row.getByRole("combobox", { name: "테이블/부스" }).click();
      await page.getByRole("option", { name: label }).click();
      await page.getByText(`미팅 장소를 ${label}(으)로 옮겼습니다`, { exact: false }).waitFor();

      // the updated invitation reaches seller1 with the table and the venue
      let ics = "";
      let text = "";
      for (let i = 0; i < 60 && !ics; i++) {
        for (const mail of mails.filter((x) => x.to === "seller1@bizmeet.demo")) {
          const parsed = await PostalMime.parse(mail.raw);
          const invite = parsed.attachments.find((a) => a.mimeType.startsWith("text/calendar"));
          const body =
            typeof invite?.content === "string" ? invite.content : new TextDecoder().decode(invite?.content);
          if (body.includes(table)) {
            ics = body;
            text = parsed.text ?? "";
          }
        }
        if (!ics) await page.waitForTimeout(500);
      }
      check(ics, `no invitation with Table ${table} reached seller1`);
      const location = /^LOCATION:(.*)$/m.exec(ics.replace(/\r?\n[ \t]/g, ""))?.[1] ?? "";
      check(location.includes(table), `LOCATION without the table:\n${ics}`);
      check(text.includes(table), "the mail's text does not name the table");

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
      await sellerPage.getByRole("dialog").getByText(label).waitFor();
      await sellerPage.close();

      // buyer1's personal agenda as PDF in their interface's language, read back with pdftotext: seller1's Korean name and the table
      const buyerPage = await page.context().browser()!.newPage({ locale: "ko-KR" });
      await login(buyerPage, url, "buyer1@bizmeet.demo");
      await buyerPage.goto(`${url}/subEvent/${m.id}/meeting`);
      await buyerPage.getByRole("grid").waitFor();
      const [download] = await Promise.all([
        buyerPage.waitForEvent("download"),
        buyerPage.getByRole("button", { name: /내 일정표 \(PDF\)|My agenda \(PDF\)/ }).click(),
      ]);
      const file = path.join(tmpdir(), `bizmeet-agenda-${Date.now()}.pdf`);
      await download.saveAs(file);
      const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
      // (the place's column may wrap the kind's word and the name onto two lines)
      check(stdout.includes(table), `the agenda does not name ${table}:\n${stdout.slice(0, 1500)}`);
      check(stdout.includes(seller(0).company), `the agenda does not name ${seller(0).company}`);
      await buyerPage.close();
    },
  },
];
