/** The benchmark's world: one sub-event, 2 × `rooms` approved applications, one chat room per pair. */

import { sql } from "drizzle-orm";
import type { AppContext } from "../../server/context";
import * as s from "../../server/db/schema";
import { issueToken } from "../../server/modules/auth/sessions";
import { createEvent, createSubEvent, createUser } from "../../server/test/factories";

export interface BenchMember {
  userId: number;
  token: string;
}

export interface BenchRoom {
  roomId: number;
  members: [BenchMember, BenchMember];
}

const BATCH = 500;

/** Inserts users, applications and rooms in batches (the per-row factories would take minutes). */
export async function buildWorld(ctx: AppContext, rooms: number): Promise<BenchRoom[]> {
  const host = await createUser(ctx);
  const event = await createEvent(ctx, { hostUserId: host.id });
  const sub = await createSubEvent(ctx, event.id, { category: "consulting" });
  const users: number[] = [];
  const stamp = Date.now();
  for (let start = 0; start < rooms * 2; start += BATCH) {
    const count = Math.min(BATCH, rooms * 2 - start);
    const rows = await ctx.db
      .insert(s.users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `chat-bench-${stamp}-${start + i}@example.com`,
          name: `Member ${start + i}`,
          company: `Company ${start + i}`,
          passwordHash: "-",
        })),
      )
      .returning({ id: s.users.id });
    users.push(...rows.map((r) => r.id));
  }
  const applications: number[] = [];
  for (let start = 0; start < users.length; start += BATCH) {
    const rows = await ctx.db
      .insert(s.applications)
      .values(
        users.slice(start, start + BATCH).map((applicantId, i) => ({
          subEventId: sub.id,
          applicantId,
          type: (start + i) % 2 === 0 ? ("seller" as const) : ("buyer" as const),
          approval: "approval" as const,
          name: `Company ${start + i}`,
        })),
      )
      .returning({ id: s.applications.id });
    applications.push(...rows.map((r) => r.id));
  }
  const pairs: { low: number; high: number }[] = [];
  for (let i = 0; i < rooms; i++) {
    const [a, b] = [applications[2 * i]!, applications[2 * i + 1]!];
    pairs.push({ low: Math.min(a, b), high: Math.max(a, b) });
  }
  const roomIds: number[] = [];
  for (let start = 0; start < pairs.length; start += BATCH) {
    const rows = await ctx.db
      .insert(s.chatRooms)
      .values(
        pairs.slice(start, start + BATCH).map((p) => ({
          subEventId: sub.id,
          applicationLow: p.low,
          applicationHigh: p.high,
        })),
      )
      .returning({ id: s.chatRooms.id });
    roomIds.push(...rows.map((r) => r.id));
  }
  await ctx.db.execute(sql`analyze`);
  const tokens = await Promise.all(
    users.map(
      async (userId) => `Bearer ${await issueToken(ctx, { id: userId, role: "USER", tokenVersion: 0 })}`,
    ),
  );
  return roomIds.map((roomId, i) => ({
    roomId,
    members: [
      { userId: users[2 * i]!, token: tokens[2 * i]! },
      { userId: users[2 * i + 1]!, token: tokens[2 * i + 1]! },
    ],
  }));
}
