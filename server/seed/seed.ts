import { count, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { hashPassword } from "../modules/auth/passwords";
import { localDate } from "./dates";
import { OTHER_EVENTS } from "./demo-data";
import { posterSvg, storeDemoFile } from "./demo-files";
import { seedExpo } from "./seed-expo";

export const DEMO_PASSWORD = "Demo1234!";
const ZONE = "Asia/Seoul";

export interface DemoUsers {
  admin: number;
  host: number;
  sellers: number[];
  buyers: number[];
  pending: number;
  rejected: number;
  interpreter: number;
  colleague: number;
}

let phoneSequence = 0;

type UserSeed = {
  email: string;
  name: string;
  company: string;
  countryCode?: string;
  countryNumber?: string;
  role?: "ADMIN";
};

async function insertUsers(ctx: AppContext, hash: string, seeds: UserSeed[]): Promise<number[]> {
  const rows = await ctx.db
    .insert(s.users)
    .values(
      seeds.map((u, i) => ({
        email: u.email,
        name: u.name,
        passwordHash: hash,
        company: u.company,
        position: i % 3 === 0 ? "Manager" : "Director",
        countryCode: u.countryCode ?? "KR",
        countryNumber: u.countryNumber ?? "82",
        phoneNumber: `10${20000000 + ++phoneSequence * 7919}`,
        timeZone: u.countryCode && u.countryCode !== "KR" ? "UTC" : ZONE,
        role: u.role ?? ("USER" as const),
      })),
    )
    .returning();
  await ctx.db.insert(s.businessCards).values(
    rows.map((u) => ({
      userId: u.id,
      company: u.company,
      name: u.name,
      position: u.position,
      email: u.email,
      countryNumber: u.countryNumber,
      phoneNumber: u.phoneNumber,
    })),
  );
  return rows.map((r) => r.id);
}

/** Loads the demo into an empty database; answers whether it did. */
export async function seedIfEmpty(ctx: AppContext, options: { onlyEmbedded: boolean }): Promise<boolean> {
  if (options.onlyEmbedded && ctx.driver !== "pglite") return false;
  const [row] = await ctx.db.select({ n: count() }).from(s.users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(ctx);
  return true;
}

/** The demo: accounts, an approved expo with its sub-events and participants, and more events. */
export async function seedDemo(ctx: AppContext): Promise<DemoUsers> {
  const { seller, buyer } = await import("./demo-data");
  const hash = await hashPassword(DEMO_PASSWORD);
  const [admin, host, pending, rejected, interpreter, colleague] = (await insertUsers(ctx, hash, [
    { email: "admin@bizmeet.demo", name: "Platform Admin", company: "Bizmeet", role: "ADMIN" },
    { email: "host@bizmeet.demo", name: "한지민", company: "KOTRA Expo Office" },
    { email: "pending@bizmeet.demo", name: "오세훈", company: "대기산업" },
    { email: "rejected@bizmeet.demo", name: "문가영", company: "Rejected Trading" },
    { email: "interpreter@bizmeet.demo", name: "Grace Park", company: "통역" },
    { email: "colleague@bizmeet.demo", name: "이동료", company: "한빛정밀" },
  ])) as [number, number, number, number, number, number];
  const sellers = await insertUsers(
    ctx,
    hash,
    Array.from({ length: 40 }, (_, i) => ({
      email: `seller${i + 1}@bizmeet.demo`,
      name: seller(i).person,
      company: seller(i).company,
    })),
  );
  const buyers = await insertUsers(
    ctx,
    hash,
    Array.from({ length: 40 }, (_, i) => ({
      email: `buyer${i + 1}@bizmeet.demo`,
      name: buyer(i).person,
      company: buyer(i).company,
      countryCode: buyer(i).countryCode,
      countryNumber: buyer(i).countryNumber,
    })),
  );
  const users: DemoUsers = { admin, host, sellers, buyers, pending, rejected, interpreter, colleague };
  await seedOtherEvents(ctx, host);
  await seedExpo(ctx, users);
  return users;
}

async function seedOtherEvents(ctx: AppContext, host: number): Promise<void> {
  const now = ctx.now();
  for (const [i, item] of OTHER_EVENTS.entries()) {
    const [event] = await ctx.db
      .insert(s.events)
      .values({
        hostUserId: host,
        name: item.name,
        nameEn: item.nameEn,
        startDate: localDate(now, ZONE, item.offset),
        endDate: localDate(now, ZONE, item.offset + 2),
        location: item.location,
        lat: item.lat,
        lng: item.lng,
        categories: item.categories.join(","),
        content: `${item.name}에 초대합니다. 국내외 기업이 한자리에 모여 신제품을 소개하고 1:1 비즈니스 상담을 진행합니다.`,
        contentEn: `Join ${item.nameEn}: companies from Korea and abroad present new products and hold one-to-one business meetings.`,
        approval: "approved",
        approvedAt: now,
        createdAt: new Date(now.getTime() - (OTHER_EVENTS.length - i + 2) * 3_600_000),
      })
      .returning();
    const image = await storeDemoFile(
      ctx,
      event!.id,
      "main.svg",
      "image/svg+xml",
      posterSvg(item.nameEn, item.location, (i * 37) % 360, 800, 450),
    );
    await ctx.db.update(s.events).set({ mainImageFileId: image }).where(eqId(event!.id));
  }
  // A draft that must never show publicly.
  await ctx.db.insert(s.events).values({
    hostUserId: host,
    name: "준비 중인 비공개 행사",
    nameEn: "Unpublished Draft Event",
    startDate: localDate(now, ZONE, 90),
    endDate: localDate(now, ZONE, 91),
    categories: "others",
    approval: "draft",
  });
}

const eqId = (id: number) => eq(s.events.id, id);
