import { and, eq, inArray } from "drizzle-orm";
import { addDays, zonedInstant } from "../../shared/meetings/zoned-time";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { storeDemoFile } from "./demo-files";
import type { DemoUsers } from "./seed";

const ZONE = "Asia/Seoul";

function avatarSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" fill="hsl(${hue},55%,45%)"/>
<text x="120" y="150" text-anchor="middle" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
}

const COLUMNS = 6;
const ROWS = ["A", "B", "C"];

/** A hall of 3 rows of 6 booths with its entrance (1200 × 800). */
function planSvg(): string {
  const cells = ROWS.flatMap((_row, r) =>
    Array.from({ length: COLUMNS }, (_, c) => {
      const x = 120 + c * 160;
      const y = 140 + r * 200;
      return `<rect x="${x}" y="${y}" width="120" height="110" rx="6" fill="#e8eefc" stroke="#3b5bdb" stroke-width="2"/>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#fafafa"/>
<rect x="40" y="60" width="1120" height="700" fill="#fff" stroke="#495057" stroke-width="6"/>
<text x="600" y="45" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#495057">Hall C · 1F</text>
<rect x="540" y="740" width="120" height="30" fill="#fff" stroke="#fff"/>
<text x="600" y="790" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#495057">Entrance</text>
${cells.join("\n")}
</svg>`;
}

/**
 * Speakers and a two-track programme for the conference P; a floor plan of Hall C for the matching
 * programme M with booths A1-C6, sellers 1-12 in A1-B6 and row C free.
 */
export async function seedProgramme(
  ctx: AppContext,
  users: DemoUsers,
  ids: { eventId: number; presentation: number; matching: number },
): Promise<void> {
  const [sub] = await ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, ids.presentation));
  const day = (offset: number) => addDays(sub!.subEventStartDate, offset);
  const people = [
    {
      name: "Dr. Mina Cho",
      company: "KAIST",
      position: "Professor of Robotics",
      bio: "Leads the smart-factory lab; 15 years on collaborative robots in mid-sized plants.",
    },
    {
      name: "Lars Eriksson",
      company: "Nordic Supply AB",
      position: "Head of Sourcing",
      bio: "Buys machine parts for 40 plants across Scandinavia.",
    },
    {
      name: "박서연",
      company: "한국무역보험공사",
      position: "수석 연구원",
      bio: "수출 신용보험과 무역 금융을 연구합니다.",
    },
    {
      name: "Priya Natarajan",
      company: "Mumbai Distributors Pvt",
      position: "Managing Director",
      bio: "Distribution of industrial equipment in India.",
    },
  ];
  const speakerIds: number[] = [];
  for (const [i, p] of people.entries()) {
    const initials = p.name
      .replace(/^Dr\. /, "")
      .split(" ")
      .map((w) => w[0])
      .join("")
      .slice(0, 2);
    const photo = await storeDemoFile(
      ctx,
      ids.eventId,
      `speaker-${i + 1}.svg`,
      "image/svg+xml",
      avatarSvg(initials, i * 80),
    );
    const [row] = await ctx.db
      .insert(s.speakers)
      .values({ subEventId: ids.presentation, ...p, photoFileId: photo, sort: i })
      .returning();
    speakerIds.push(row!.id);
  }
  const at = (date: string, time: string) => zonedInstant(date, time, ZONE)!;
  const sessions = [
    {
      title: "Opening keynote: the connected factory",
      track: "Main hall",
      room: "Hall C Stage",
      date: day(0),
      start: "09:30",
      end: "10:00",
      speakers: [0],
    },
    {
      title: "What Nordic buyers look for",
      track: "Main hall",
      room: "Hall C Stage",
      date: day(0),
      start: "11:00",
      end: "11:45",
      speakers: [1],
    },
    {
      title: "수출 신용보험 실무",
      track: "Seminar",
      room: "Room 301",
      date: day(0),
      start: "11:00",
      end: "11:45",
      speakers: [2],
    },
    {
      title: "Panel: selling machinery to South Asia",
      track: "Seminar",
      room: "Room 301",
      date: day(1),
      start: "14:00",
      end: "15:00",
      speakers: [3, 1],
    },
    {
      title: "Closing: from pilot to scale",
      track: "Main hall",
      room: "Hall C Stage",
      date: day(1),
      start: "16:00",
      end: "16:30",
      speakers: [0],
    },
  ];
  for (const item of sessions) {
    const [row] = await ctx.db
      .insert(s.programmeSessions)
      .values({
        subEventId: ids.presentation,
        title: item.title,
        track: item.track,
        room: item.room,
        description: "",
        startsAt: at(item.date, item.start),
        endsAt: at(item.date, item.end),
      })
      .returning();
    await ctx.db
      .insert(s.sessionSpeakers)
      .values(
        item.speakers.map((n, position) => ({ sessionId: row!.id, speakerId: speakerIds[n]!, position })),
      );
  }

  const plan = await storeDemoFile(ctx, ids.eventId, "hall-c-floor-plan.svg", "image/svg+xml", planSvg());
  await ctx.db
    .insert(s.floorPlans)
    .values({ subEventId: ids.matching, imageFileId: plan, width: 1200, height: 800 });
  const sellers = await ctx.db
    .select({ id: s.applications.id, userId: s.applications.applicantId })
    .from(s.applications)
    .where(
      and(
        eq(s.applications.subEventId, ids.matching),
        inArray(s.applications.applicantId, users.sellers.slice(0, 12)),
      ),
    );
  const appOf = (n: number) => sellers.find((a) => a.userId === users.sellers[n])?.id ?? null;
  await ctx.db.insert(s.booths).values(
    ROWS.flatMap((row, r) =>
      Array.from({ length: COLUMNS }, (_, c) => ({
        subEventId: ids.matching,
        label: `${row}${c + 1}`,
        x: (180 + c * 160) / 1200,
        y: (195 + r * 200) / 800,
        applicationId: r < 2 ? appOf(r * COLUMNS + c) : null,
      })),
    ),
  );
}
