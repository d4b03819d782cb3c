import { buildSlots, hostBlockKeys, slotKey } from "../../../shared/meetings/slots";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { Conflict } from "../../http/errors";
import { notifyMeetingChange } from "./meetings.notify";
import * as repo from "./meetings.repository";

type SubEventRow = NonNullable<Awaited<ReturnType<typeof repo.findSubEventContext>>>["subEvent"];

/** The slots a sub-event's settings describe, with `open` false for the host's blocks. */
export function desiredSlots(subEvent: SubEventRow, timeZone: string) {
  const blocks = hostBlockKeys(subEvent.impossibleDateAndTime);
  return buildSlots(subEvent, timeZone).map((slot) => ({
    subEventId: subEvent.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    open: !blocks.has(slotKey(slot.date, slot.startTime)),
  }));
}

/**
 * Brings `meeting_slots` in line with the sub-event's settings (dates, match times, host blocks), in the
 * caller's transaction. A slot that disappears or gets blocked must not hold an agreed meeting or a
 * participant's unavailable mark (409 scheduleHasMeetings); waiting requests there are declined (reason
 * schedule) and the host's blocks of single companies there are lifted (the slot's block covers them).
 */
export async function syncSlots(tx: DbOrTx, ctx: AppContext, subEventId: number, actorUserId: number | null) {
  const row = await repo.findSubEventContext(tx, subEventId);
  if (!row) return;
  const desired = desiredSlots(row.subEvent, row.event.timeZone);
  const existing = await repo.slotsOf(tx, subEventId);
  const want = new Map(desired.map((s) => [s.startsAt.getTime(), s]));
  const have = new Map(existing.map((s) => [s.startsAt.getTime(), s]));
  const closing = existing.filter((s) => {
    const next = want.get(s.startsAt.getTime());
    return !next || (s.open && !next.open);
  });
  const live = await repo.liveMeetingsAt(
    tx,
    subEventId,
    closing.map((s) => s.startsAt),
  );
  // The host's block of one company in a slot the host now closes (or removes) for everyone is covered by
  // the wider block: it goes, as it would have to for the slot to close.
  const hostMarks = live.filter((m) => m.status === "impossible" && m.arrangedByHost);
  const held = live.filter((m) => !hostMarks.includes(m));
  if (held.some((m) => m.status !== "waiting")) throw new Conflict("meetings.error.scheduleHasMeetings");
  for (const m of hostMarks) await repo.deleteHostMark(tx, m.id);
  for (const m of held) {
    await repo.transition(tx, m.id, "waiting", { status: "disagree", reasonCode: "schedule" });
    await notifyMeetingChange(tx, ctx, {
      kind: "declined",
      meetingId: m.id,
      actorUserId,
      byHost: true,
      mail: true,
    });
  }
  for (const s of existing) {
    const next = want.get(s.startsAt.getTime());
    if (!next) await repo.deleteSlot(tx, subEventId, s.startsAt);
    else if (
      next.open !== s.open ||
      next.endsAt.getTime() !== s.endsAt.getTime() ||
      next.date !== s.date ||
      next.startTime !== s.startTime ||
      next.endTime !== s.endTime
    )
      await repo.updateSlot(tx, subEventId, s.startsAt, {
        open: next.open,
        endsAt: next.endsAt,
        date: next.date,
        startTime: next.startTime,
        endTime: next.endTime,
      });
  }
  await repo.insertSlots(
    tx,
    desired.filter((s) => !have.has(s.startsAt.getTime())),
  );
}

/**
 * Sub-events known to have their slots (they are never all removed again), so the check costs nothing; per
 * database, since ids repeat across databases (several apps in one process: the integration tests).
 */
const materialisedBy = new WeakMap<object, Set<number>>();

/** Slots are made the first time anyone looks (sub-events created before meetings existed, the demo). */
export async function ensureSlots(ctx: AppContext, subEventId: number): Promise<void> {
  let materialised = materialisedBy.get(ctx.db);
  if (materialised?.has(subEventId)) return;
  if ((await repo.countSlots(ctx.db, subEventId)) === 0)
    await ctx.db.transaction((tx) => syncSlots(tx, ctx, subEventId, null));
  if (!materialised) {
    materialised = new Set();
    materialisedBy.set(ctx.db, materialised);
  }
  if (materialised.size > 10_000) materialised.clear();
  materialised.add(subEventId);
}
