import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import * as s from "../../server/db/schema";
import { seedIfEmpty } from "../../server/seed/seed";

export interface VideoMediaWorld {
  dataDir: string;
  /** The demo expo (its host opens direct rooms). */
  eventId: number;
  meetingId: number;
  sellerEmail: string;
  buyerEmail: string;
  /** seller n's and buyer1's applications in the demo's matching sub-event (the buyer attends online). */
  sellerApplicationId: number;
  buyerApplicationId: number;
}

/**
 * The demo data plus one agreed online meeting of a demo seller and buyer (seller n and buyer n, the first pair without a live meeting) that starts in two minutes (so its room is
 * open now), written into a fresh embedded database before the app starts on it (PGlite is one process's).
 * The meeting's sub-event host (host@bizmeet.demo) may watch it as the observer.
 */
export async function prepareWorld(): Promise<VideoMediaWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-video-media-"));
  const { ctx, database } = await createContext(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }));
  try {
    await seedIfEmpty(ctx, { onlyEmbedded: true });
    const [sub] = await ctx.db
      .select()
      .from(s.subEvents)
      .where(eq(s.subEvents.category, "matching"))
      .limit(1);
    if (!sub) throw new Error("no matching sub-event in the demo");
    const applicationOf = async (email: string) => {
      const [row] = await ctx.db
        .select({ id: s.applications.id })
        .from(s.applications)
        .innerJoin(s.users, eq(s.users.id, s.applications.applicantId))
        .where(and(eq(s.applications.subEventId, sub.id), eq(s.users.email, email)));
      if (!row) throw new Error(`no application of ${email} in sub-event ${sub.id}`);
      return row.id;
    };
    const startsAt = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    await ctx.db
      .insert(s.meetingSlots)
      .values({
        subEventId: sub.id,
        startsAt,
        endsAt,
        date: startsAt.toISOString().slice(0, 10),
        startTime: hhmm(startsAt),
        endTime: hhmm(endsAt),
      })
      .onConflictDoNothing();
    // the demo gives the first pairs meetings of their own (one live meeting per pair): the first free pair
    for (let n = 1; n <= 8; n++) {
      const [sellerEmail, buyerEmail] = [`seller${n}@bizmeet.demo`, `buyer${n}@bizmeet.demo`];
      const sellerApplicationId = await applicationOf(sellerEmail);
      const buyerApplicationId = await applicationOf(buyerEmail);
      const meeting = await ctx.db
        .insert(s.meetings)
        .values({
          subEventId: sub.id,
          applicantApplicationId: sellerApplicationId,
          acceptorApplicationId: buyerApplicationId,
          status: "agree",
          startsAt,
          endsAt,
        })
        .returning()
        .then(([row]) => row)
        .catch(() => undefined);
      if (!meeting) continue;
      await ctx.db
        .update(s.applications)
        .set({ attendeeType: "online" })
        .where(eq(s.applications.id, buyerApplicationId));
      return {
        dataDir,
        eventId: sub.eventId,
        meetingId: meeting.id,
        sellerEmail,
        buyerEmail,
        sellerApplicationId,
        buyerApplicationId,
      };
    }
    throw new Error("no free seller/buyer pair in the demo");
  } finally {
    await database.close();
  }
}
