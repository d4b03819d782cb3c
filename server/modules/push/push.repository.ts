import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings, pushSubscriptions } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The app setting holding the generated VAPID key pair (one JSON value, so a pair is never mixed). */
const VAPID_SETTING = "vapid_keys";

/** The stored VAPID key pair, created from `generated` by the first process that asks (the others read it). */
export async function storedVapidKeys(
  db: Db,
  generated: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
  if (!existing)
    await db
      .insert(appSettings)
      .values({ key: VAPID_SETTING, value: JSON.stringify(generated()) })
      .onConflictDoNothing();
  const [row] = existing
    ? [existing]
    : await db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
  return JSON.parse(row!.value) as { publicKey: string; privateKey: string };
}

export async function findByEndpoint(db: Db, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/**
 * Keeps a subscription for the user: a new endpoint is inserted, a known one takes the new keys and owner (the
 * browser subscribed again, maybe under another account) with its failure count reset.
 */
export async function upsertSubscription(
  db: Db,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string; now: Date },
): Promise<PushSubscriptionRow> {
  const { now, ...fields } = values;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...fields, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: fields.userId,
        p256dh: fields.p256dh,
        auth: fields.auth,
        userAgent: fields.userAgent,
        createdAt: now,
        failures: 0,
      },
    })
    .returning();
  return row!;
}

/** Deletes a user's oldest subscriptions beyond `keep` (browsers that were reinstalled, phones replaced). */
export async function trimSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  const extra = rows.slice(0, Math.max(0, rows.length - keep)).map((row) => row.id);
  if (extra.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Every subscription of these users. */
export async function subscriptionsOf(db: Db, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.id));
}

/** A send was accepted by the push service: the failure count starts again. */
export async function markDelivered(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at, failures: 0 })
    .where(eq(pushSubscriptions.id, id));
}

/** A send failed for a reason other than a gone subscription. */
export async function markFailed(db: Db, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id));
}
