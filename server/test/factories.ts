import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { hashPassword } from "../modules/auth/passwords";
import { issueToken } from "../modules/auth/sessions";

export const PASSWORD = "Passw0rd!";
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

/** A user with a business card and a signed token (password: PASSWORD). */
export async function createUser(
  ctx: AppContext,
  fields: Partial<typeof s.users.$inferInsert> = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const n = ++sequence;
  const [user] = await ctx.db
    .insert(s.users)
    .values({
      email: `user${n}-${Date.now()}@example.com`,
      name: `User ${n}`,
      company: `Company ${n}`,
      phoneNumber: `1000${n}`,
      passwordHash: await passwordHash,
      ...fields,
    })
    .returning();
  await ctx.db.insert(s.businessCards).values({
    userId: user!.id,
    company: user!.company,
    name: user!.name,
    email: user!.email,
    phoneNumber: user!.phoneNumber,
  });
  const token = await issueToken(ctx, user!);
  return { id: user!.id, email: user!.email, token: `Bearer ${token}` };
}

/** An event (approved unless said), with its host created when not given. */
export async function createEvent(
  ctx: AppContext,
  fields: Partial<typeof s.events.$inferInsert> = {},
): Promise<typeof s.events.$inferSelect> {
  const hostUserId = fields.hostUserId ?? (await createUser(ctx)).id;
  const [event] = await ctx.db
    .insert(s.events)
    .values({
      name: `행사 ${++sequence}`,
      nameEn: `Event ${sequence}`,
      startDate: "2026-12-01",
      endDate: "2026-12-03",
      approval: "approved",
      ...fields,
      hostUserId,
    })
    .returning();
  return event!;
}

export async function createSubEvent(
  ctx: AppContext,
  eventId: number,
  fields: Partial<typeof s.subEvents.$inferInsert> = {},
): Promise<typeof s.subEvents.$inferSelect> {
  const [row] = await ctx.db
    .insert(s.subEvents)
    .values({
      eventId,
      category: "consulting",
      subEventStartDate: "2026-12-01",
      subEventEndDate: "2026-12-03",
      ...fields,
    })
    .returning();
  return row!;
}

export async function createApplication(
  ctx: AppContext,
  subEventId: number,
  applicantId: number,
  fields: Partial<typeof s.applications.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(s.applications)
    .values({ subEventId, applicantId, type: "seller", ...fields })
    .returning();
  return row!;
}

export async function setEvent(ctx: AppContext, id: number, fields: Partial<typeof s.events.$inferInsert>) {
  await ctx.db.update(s.events).set(fields).where(eq(s.events.id, id));
}
