import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { localDate } from "./dates";
import { buyer, type DemoCompany, INDUSTRIES, seller } from "./demo-data";
import { posterSvg, simplePdf, storeDemoFile } from "./demo-files";
import type { DemoUsers } from "./seed";
import { seedApplicationDetails } from "./seed-applications";
import { seedColleagues } from "./seed-colleagues";
import { seedForms } from "./seed-forms";
import { seedInterpreters } from "./seed-interpreters";
import { seedLiveDay } from "./seed-live-day";
import { seedMailbox } from "./seed-mailbox";
import { seedMeetings } from "./seed-meetings";
import { seedNotices } from "./seed-notices";
import { seedBoothPlaces, seedTables, seedTodayOnSite } from "./seed-places";
import { seedProgramme } from "./seed-programme";
import { seedTemplates } from "./seed-templates";
import { seedVideoLounge } from "./seed-video";
import { seedWebinars } from "./seed-webinars";

const ZONE = "Asia/Seoul";

/** The demo expo E with its sub-events S (consulting), M (matching), P (presentation), R (registration). */
export async function seedExpo(ctx: AppContext, users: DemoUsers): Promise<void> {
  const now = ctx.now();
  const day = (offset: number) => localDate(now, ZONE, offset);
  const [event] = await ctx.db
    .insert(s.events)
    .values({
      hostUserId: users.host,
      name: "2026 스마트 제조 & 무역 엑스포",
      nameEn: "Smart Manufacturing & Trade Expo 2026",
      startDate: day(0),
      endDate: day(4),
      location: "서울특별시 강남구 영동대로 513 코엑스",
      locationDetail: "COEX Hall C, 1F",
      lat: 37.5116,
      lng: 127.0594,
      categories: "B2B,machinery,IT",
      homePage: "https://www.coex.co.kr",
      content:
        "국내 제조·IT 기업과 해외 바이어가 만나는 하이브리드 전시회입니다. 온라인 화상 상담과 현장 테이블 상담을 함께 운영하며, 사전 매칭으로 꼭 맞는 파트너와의 1:1 미팅을 잡아 드립니다.",
      contentEn:
        "A hybrid expo where Korean manufacturers and IT companies meet overseas buyers. Online video meetings and on-site table meetings run side by side, and pre-matching books one-to-one meetings with the right partners.",
      approval: "approved",
      approvedAt: now,
      createdAt: now,
    })
    .returning();
  const eventId = event!.id;
  const main = await storeDemoFile(
    ctx,
    eventId,
    "expo-main.svg",
    "image/svg+xml",
    posterSvg("Smart Manufacturing & Trade Expo", "COEX Seoul · Hybrid B2B matchmaking", 220, 800, 450),
  );
  const banner = await storeDemoFile(
    ctx,
    eventId,
    "expo-banner.svg",
    "image/svg+xml",
    posterSvg(
      "Smart Manufacturing & Trade Expo 2026",
      "Meet 40 Korean makers and 40 global buyers",
      230,
      1600,
      400,
    ),
  );
  const logo = await storeDemoFile(
    ctx,
    eventId,
    "expo-logo.svg",
    "image/svg+xml",
    posterSvg("SMTE", "2026", 200, 240, 240),
  );
  const attachments = [];
  for (const [name, lines] of [
    [
      "Exhibitor-Guide.pdf",
      ["Move-in: day 0, 08:00-10:00", "Booth power: 220V, 3kW", "Meeting tables: Hall C, zone M"],
    ],
    [
      "Buyer-Programme.pdf",
      ["Day 1: opening and matching sessions", "Day 2: factory tours", "Day 3: closing networking"],
    ],
    ["Floor-Plan.pdf", ["Hall C: booths A1-A40", "Meeting zone M: tables 1-30", "Conference room 301"]],
  ] as const) {
    attachments.push(
      await storeDemoFile(
        ctx,
        eventId,
        name,
        "application/pdf",
        simplePdf(name.replace(".pdf", ""), [...lines]),
      ),
    );
  }
  await ctx.db
    .update(s.events)
    .set({
      mainImageFileId: main,
      bannerImageFileId: banner,
      logoImageFileId: logo,
      atchFile1: attachments[0],
      atchFile2: attachments[1],
      atchFile3: attachments[2],
    })
    .where(eq(s.events.id, eventId));
  await ctx.db.insert(s.eventManagers).values([
    {
      eventId,
      name: "한지민",
      countryNumber: "82",
      phone: "0260001234",
      email: "host@bizmeet.demo",
      sort: 0,
    },
    {
      eventId,
      name: "Daniel Cho",
      countryNumber: "82",
      phone: "0260005678",
      email: "buyers@bizmeet.demo",
      sort: 1,
    },
  ]);
  await ctx.db.insert(s.eventFooterLinks).values([
    { eventId, type: "WEB_PAGE", content: "COEX", link: "https://www.coex.co.kr", sort: 0 },
    {
      eventId,
      type: "MANUAL",
      content: "Participant manual",
      link: "/terms/manual/participateEvent",
      sort: 1,
    },
    { eventId, type: "INSTAGRAM", content: "@smte_expo", link: "https://instagram.com/", sort: 2 },
    {
      eventId,
      type: "EMAIL_INQUIRY",
      content: "host@bizmeet.demo",
      link: "mailto:host@bizmeet.demo",
      sort: 3,
    },
    {
      eventId,
      type: "BLOG",
      content: "Organizer blog (hidden)",
      link: "https://example.org/blog",
      hide: "PRIVATE",
      sort: 4,
    },
    { eventId, type: "COPYRIGHT", content: "© 2026 SMTE Organizing Committee", link: "", sort: 5 },
  ]);

  const windows = {
    subEventStartDate: day(0),
    subEventEndDate: day(4),
    preRegitStartDate: day(-14),
    preRegitEndDate: day(3),
    sellRegStartDate: day(-14),
    sellRegEndDate: day(3),
    buyRegStartDate: day(-14),
    buyRegEndDate: day(3),
    regStartDate: day(-14),
    regEndDate: day(4),
  };
  const [consulting, matching, presentation, registration] = await ctx.db
    .insert(s.subEvents)
    .values([
      {
        eventId,
        sort: 0,
        category: "consulting",
        name: "1:1 수출 상담회",
        nameEn: "1:1 Export Consulting",
        matching: "Y",
        meetingAvailable: "Y",
        sgroupName: "국내 기업",
        bgroupName: "해외 바이어",
        matchStartTime: "10:00",
        matchEndTime: "12:30",
        matchReqTime: 30,
        matchBreakTime: 10,
        matchNumPerDay: 4,
        ...windows,
      },
      {
        eventId,
        sort: 1,
        category: "matching",
        name: "글로벌 바이어 매칭",
        nameEn: "Global Buyer Matching",
        matching: "Y",
        meetingAvailable: "Y",
        sgroupName: "Sellers",
        bgroupName: "Buyers",
        matchStartTime: "09:00",
        matchEndTime: "17:00",
        matchReqTime: 30,
        matchBreakTime: 0,
        matchNumPerDay: 16,
        ...windows,
        subEventStartDate: day(2),
        subEventEndDate: day(4),
      },
      {
        eventId,
        sort: 2,
        category: "presentation",
        name: "제조 혁신 컨퍼런스",
        nameEn: "Manufacturing Innovation Conference",
        matching: "N",
        meetingAvailable: "N",
        ...windows,
      },
      {
        eventId,
        sort: 3,
        category: "registration",
        name: "참관객 사전등록",
        nameEn: "Visitor Registration",
        matching: "N",
        meetingAvailable: "N",
        onSiteRegit: "Y",
        ...windows,
      },
    ])
    .returning();
  const keywordIds = await seedKeywords(ctx, [consulting!.id, matching!.id]);
  await seedForms(ctx, {
    consulting: consulting!.id,
    matching: matching!.id,
    registration: registration!.id,
    presentation: presentation!.id,
  });

  // M: 40 sellers and 40 buyers, approved.
  await seedApplications(ctx, matching!.id, keywordIds.get(matching!.id)!, [
    ...users.sellers.map((id, i) => ({
      userId: id,
      type: "seller" as const,
      company: seller(i),
      approval: "approval" as const,
    })),
    ...users.buyers.map((id, i) => ({
      userId: id,
      type: "buyer" as const,
      company: buyer(i),
      approval: "approval" as const,
    })),
  ]);
  // S: the checklist's actors.
  await seedApplications(ctx, consulting!.id, keywordIds.get(consulting!.id)!, [
    { userId: users.sellers[0]!, type: "seller", company: seller(0), approval: "approval" },
    { userId: users.buyers[0]!, type: "buyer", company: buyer(0), approval: "approval" },
    { userId: users.buyers[1]!, type: "buyer", company: buyer(1), approval: "approval" },
    {
      userId: users.pending,
      type: "seller",
      company: { ...seller(7), company: "대기산업" },
      approval: "waiting",
    },
    {
      userId: users.rejected,
      type: "buyer",
      company: { ...buyer(9), company: "Rejected Trading" },
      approval: "reject",
      reason:
        "Your sourcing categories do not match this consulting session. Please apply to Global Buyer Matching.",
    },
  ]);
  await ctx.db.insert(s.likes).values({ userId: users.sellers[0]!, eventId });
  await seedApplicationDetails(ctx, eventId, [consulting!.id, matching!.id]);
  await seedTemplates(ctx, eventId);
  await seedColleagues(ctx, users, consulting!.id);
  await seedTables(ctx, matching!.id, { prefix: "A-", count: 40, zone: "Meeting zone M" });
  await seedTables(ctx, consulting!.id, { prefix: "C-", count: 10, zone: "Consulting zone" });
  await seedMeetings(ctx, users, matching!.id);
  await seedNotices(ctx, users.host, [consulting!.id, matching!.id]);
  await seedMailbox(ctx, users.host, [consulting!.id, matching!.id]);
  await seedWebinars(ctx, users, presentation!.id, eventId);
  await seedInterpreters(ctx, users, { consulting: consulting!.id, matching: matching!.id });
  await seedTodayOnSite(ctx, users, consulting!.id);
  await seedProgramme(ctx, users, { eventId, presentation: presentation!.id, matching: matching!.id });
  await seedBoothPlaces(ctx, matching!.id);
  await seedVideoLounge(ctx, users, eventId);
  await seedLiveDay(ctx, users, eventId, windows);
}

async function seedKeywords(
  ctx: AppContext,
  subEventIds: number[],
): Promise<Map<number, Map<string, number>>> {
  const titles = [...new Set(INDUSTRIES.flatMap((i) => i.keywords))];
  const result = new Map<number, Map<string, number>>();
  for (const subEventId of subEventIds) {
    const rows = await ctx.db
      .insert(s.keywords)
      .values(titles.map((title) => ({ subEventId, title })))
      .returning();
    result.set(subEventId, new Map(rows.map((r) => [r.title, r.id])));
  }
  return result;
}

interface ApplicationSeed {
  userId: number;
  type: "seller" | "buyer";
  company: DemoCompany;
  approval: "approval" | "waiting" | "reject";
  reason?: string;
}

export async function seedApplications(
  ctx: AppContext,
  subEventId: number,
  keywordIds: Map<string, number>,
  seeds: ApplicationSeed[],
): Promise<void> {
  const cards = await ctx.db.select().from(s.businessCards);
  const cardOf = new Map(cards.map((c) => [c.userId, c.id]));
  const rows = await ctx.db
    .insert(s.applications)
    .values(
      seeds.map((a) => ({
        subEventId,
        applicantId: a.userId,
        businessCardId: cardOf.get(a.userId) ?? null,
        name: a.company.company,
        type: a.type,
        approval: a.approval,
        reason: a.reason ?? "",
        category: a.company.industry.code,
        keyword: a.company.keywords.join(","),
        note: a.company.note,
        meetingPurpose: a.type === "seller" ? "Find distributors" : "Source new suppliers",
      })),
    )
    .returning();
  const links = rows.flatMap((row, i) =>
    seeds[i]!.company.keywords.flatMap((k) => {
      const keywordId = keywordIds.get(k);
      return keywordId ? [{ applicationId: row.id, keywordId }] : [];
    }),
  );
  if (links.length > 0) await ctx.db.insert(s.applicationKeywords).values(links).onConflictDoNothing();
}
