import { buyer } from "../../server/seed/demo-data";
import { apiLogin, getJson } from "./chat-helpers";
import { login } from "./meetings";
import { expoId } from "./portal";
import { check, type Journey } from "./types";

/**
 * The organizer's live floor (issue 30): the host watches the demo's live sub-event; seller2's table waits for
 * buyer6; the host marks buyer6 absent, seller2 gets standby proposals, sends one, the candidate accepts on their
 * phone, and the table turns from waiting to no-show to refilled on the host's screen without a reload.
 */
interface FloorPlace {
  id: number;
  name: string;
  state: string;
  meeting: { id: number; applicant: { company: string }; acceptor: { company: string } } | null;
}

async function liveSubEvent(url: string): Promise<number> {
  const subs = (await (await fetch(`${url}/api/subEvents?eventId=${await expoId(url)}`)).json()) as {
    id: number;
    nameEn: string;
  }[];
  const live = subs.find((x) => x.nameEn === "On-site Matching Live");
  check(live, "no live sub-event in the demo");
  return live.id;
}

const post = async (url: string, token: string, body: object = {}) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  check(res.ok, `POST ${url}: ${res.status} ${text}`);
  return JSON.parse(text);
};

export const liveFloorJourneys: Journey[] = [
  {
    name: "live floor: the host sees seller2's table turn from waiting to no-show to refilled, live",
    async run({ page, url }) {
      const subEventId = await liveSubEvent(url);
      const host = await apiLogin(url, "host@bizmeet.demo");
      const floor = await getJson<{ places: FloorPlace[] }>(
        `${url}/api/host/subEvents/${subEventId}/floor`,
        host.token,
      );
      const table = floor.places.find(
        (p) => p.state === "waiting" && p.meeting?.applicant.company === buyer(5).company,
      );
      check(
        table?.meeting,
        `no waiting table of ${buyer(5).company}: ${floor.places.map((p) => `${p.name}=${p.state}`).join(" ")}`,
      );

      await page.setViewportSize({ width: 1440, height: 900 });
      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${subEventId}/floor`);
      const tile = page.locator(`[data-place="${table.name}"]`).first();
      await tile.waitFor();
      check((await tile.getAttribute("data-state")) === "waiting", "the table is not waiting on the floor");

      // The host marks buyer6 absent (from another device): the floor follows without a reload.
      await post(`${url}/api/host/meetings/${table.meeting.id}/day`, host.token, {
        action: "markNoShow",
        side: "applicant",
      });
      await page.waitForFunction(
        (name) => document.querySelector(`[data-place="${name}"]`)?.getAttribute("data-state") === "noShow",
        table.name,
        { timeout: 10_000 },
      );

      // seller2 sends the first proposal; the candidate accepts on their phone.
      const seller2 = await apiLogin(url, "seller2@bizmeet.demo");
      const day = await getJson<{
        current: { meetingId: number; proposals: { id: number; candidate: { company: string } }[] };
      }>(`${url}/api/me/day`, seller2.token);
      check(
        day.current?.meetingId === table.meeting.id,
        "seller2's current meeting is not the one at the table",
      );
      const proposal = day.current.proposals[0];
      check(proposal, "seller2 got no standby proposal");
      await post(`${url}/api/refills/${proposal.id}/send`, seller2.token);
      const index = Array.from({ length: 40 }, (_, i) => i).find(
        (i) => buyer(i).company === proposal.candidate.company,
      );
      check(index !== undefined, `unknown candidate ${proposal.candidate.company}`);
      const candidate = await apiLogin(url, `buyer${index + 1}@bizmeet.demo`);
      const accepted = (await post(`${url}/api/refills/${proposal.id}/accept`, candidate.token)) as {
        place: { name: string } | null;
      };
      check(accepted.place?.name === table.name, `the refill is not at ${table.name}`);
      await page.waitForFunction(
        (name) => document.querySelector(`[data-place="${name}"]`)?.getAttribute("data-state") === "refilled",
        table.name,
        { timeout: 10_000 },
      );
    },
  },
  {
    name: "outcome report: the host reads the day's held meetings and charts at 375 px and gets the PDF",
    async run({ page, url }) {
      const eventId = await expoId(url);
      await page.setViewportSize({ width: 375, height: 812 });
      await login(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/events/${eventId}/report`);
      const totals = page.getByRole("region", { name: "미팅 결과" });
      await totals.waitFor({ timeout: 15_000 });
      const lines = (await totals.innerText())
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
      const held = lines[lines.indexOf("진행") + 1] ?? "";
      check(
        lines.includes("진행") && Number(held.replace(/\D/g, "")) > 0,
        `no held meeting in the report: ${lines.join(" | ")}`,
      );
      await page.locator("figure svg, figure canvas").first().waitFor({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `the report scrolls sideways by ${overflow} px at 375 px`);
      const host = await apiLogin(url, "host@bizmeet.demo");
      const link = await getJson<{ url: string }>(
        `${url}/api/host/events/${eventId}/report/pdf?lang=en`,
        host.token,
      );
      const pdf = await fetch(new URL(link.url, url));
      check(
        pdf.ok && (pdf.headers.get("content-type") ?? "").includes("pdf"),
        `the report's PDF: ${pdf.status}`,
      );
      check((await pdf.arrayBuffer()).byteLength > 10_000, "the report's PDF is empty");
    },
  },
];
