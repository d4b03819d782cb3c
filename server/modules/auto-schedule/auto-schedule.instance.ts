/**
 * The one function that turns a sub-event in the database into the engine's instance (the format of
 * `npm run schedule`, docs/matching.md). The organizer's job, `npm run schedule -- --sub-event` and the export
 * command all call it, so what the benchmark proves is what organizers get.
 */
import type { Instance, InstanceParticipant, SchedulingMode } from "../../../shared/matching";
import type { DbOrTx } from "../../db/client";
import { isRejectionAsNotInterested, isRequest } from "../matching/matching.policy";
import { profileSources } from "../matching/matching.profiles";
import { futureOpenSlots } from "../matching/matching.repository";
import { placeCapacity } from "./auto-schedule.places.repository";
import * as repo from "./auto-schedule.repository";

export interface InstanceSlot {
  startsAt: Date;
  endsAt: Date;
  date: string;
  startTime: string;
  endTime: string;
}

export interface SubEventInstance {
  instance: Instance;
  /** Slot number → the sub-event's slot. */
  slots: InstanceSlot[];
  /** Application id → side, company and type, for the draft's review. */
  participants: Map<number, { side: "seller" | "buyer"; companyName: string; type: string }>;
}

/** Seller group (seller, booth) and buyer group (buyer, visitor): automatic matching pairs across them. */
export const sideOf = (type: string): "seller" | "buyer" =>
  type === "seller" || type === "booth" ? "seller" : "buyer";

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * Builds the instance: the sub-event's future open slots (host blocks and past slots left out), every approved
 * application of either group with its profile, requests and "not interested" marks, unavailable slots (its own
 * marks, and meetings the engine cannot keep as fixed), caps (company cap, else its group's; minus past agreed
 * meetings; per day from the settings), and the agreed seller–buyer meetings as fixed.
 */
export async function buildSubEventInstance(
  db: DbOrTx,
  subEventId: number,
  options: { mode: SchedulingMode; now: Date },
): Promise<SubEventInstance> {
  const [settings, companyCaps, slotRows, sources, meetingRows, exclusions, languages, staff, places] =
    await Promise.all([
      repo.settingsOf(db, subEventId),
      repo.companyCaps(db, subEventId),
      futureOpenSlots(db, subEventId, options.now),
      profileSources(db, subEventId),
      repo.meetingRows(db, subEventId),
      repo.exclusionsOf(db, subEventId),
      repo.applicationLanguages(db, subEventId),
      repo.schedulableInterpreters(db, subEventId),
      placeCapacity(db, subEventId),
    ]);
  const slots: InstanceSlot[] = slotRows;
  const slotOf = new Map(slots.map((s, i) => [s.startsAt.getTime(), i]));
  const capOf = new Map(companyCaps.map((c) => [c.applicationId, c.cap]));

  type Person = InstanceParticipant & {
    side: "seller" | "buyer";
    unavailable: number[];
    requests: string[];
    notInterested: string[];
  };
  const people = new Map<number, Person>();
  const participants: SubEventInstance["participants"] = new Map();
  for (const src of sources) {
    const side = sideOf(src.type);
    participants.set(src.id, { side, companyName: src.companyName, type: src.type });
    people.set(src.id, {
      id: String(src.id),
      side,
      categories: [...src.profile.categories],
      keywords: [...src.profile.keywords],
      texts: [...(src.profile.texts ?? [])],
      unavailable: [],
      maxMeetings: capOf.get(src.id) ?? (side === "seller" ? settings.sellerCap : settings.buyerCap) ?? null,
      maxPerDay: settings.maxPerDay ?? null,
      requests: [],
      notInterested: [],
      ...(languages.has(src.id) ? { languages: languages.get(src.id)! } : {}),
      // on site, a meeting takes a place: online sides and sides with their own place take no pooled one
      ...(places?.online.has(src.id) ? { online: true } : {}),
      ...(places?.fixedPlace.has(src.id) ? { fixedPlace: true } : {}),
    });
  }

  const fixed: NonNullable<Instance["fixed"]> = [];
  const fixedMeetingIds = new Map<number, NonNullable<Instance["fixed"]>[number]>();
  const unavailable = (id: number, slot: number | undefined) => {
    const p = people.get(id);
    if (p && slot !== undefined) p.unavailable.push(slot);
  };
  for (const m of meetingRows) {
    const a = people.get(m.applicant);
    const b = m.acceptor === null ? undefined : people.get(m.acceptor);
    const slot = slotOf.get(m.startsAt.getTime());
    if (m.status === "impossible") {
      unavailable(m.applicant, slot);
      continue;
    }
    if (m.acceptor === null) continue;
    if (a && b && isRequest(m) && !a.requests.includes(b.id)) a.requests.push(b.id);
    if (a && b && isRejectionAsNotInterested(m)) {
      const rejecter = m.closedBy === m.applicant ? a : b;
      rejecter.notInterested.push((rejecter === a ? b : a).id);
    }
    if (m.status !== "agree") continue;
    if (m.startsAt.getTime() <= options.now.getTime()) {
      // Meetings already held count against the caps.
      for (const p of [a, b]) if (p && p.maxMeetings != null) p.maxMeetings = Math.max(0, p.maxMeetings - 1);
      continue;
    }
    if (a && b && slot !== undefined && a.side !== b.side) {
      const [seller, buyer] = a.side === "seller" ? [a, b] : [b, a];
      const f = { seller: seller.id, buyer: buyer.id, slot };
      fixed.push(f);
      fixedMeetingIds.set(m.id, f);
    } else {
      unavailable(m.applicant, slot);
      unavailable(m.acceptor, slot);
    }
  }
  for (const x of exclusions) people.get(x.by)?.notInterested.push(String(x.target));

  const interpreters = await interpreterInputs(db, subEventId, staff, slots, fixedMeetingIds);
  const strip = ({ side: _side, ...p }: InstanceParticipant & { side: string }) => p;
  const all = [...people.values()];
  return {
    instance: {
      slots: slots.length,
      mode: options.mode,
      slotDays: slots.map((s) => dayNumber(s.date)),
      slotTimes: slots.map((s) => s.startsAt.toISOString()),
      sellers: all.filter((p) => p.side === "seller").map(strip),
      buyers: all.filter((p) => p.side === "buyer").map(strip),
      fixed,
      ...(interpreters.length > 0 ? { interpreters } : {}),
      ...(places ? { placesPerSlot: slots.map(() => places.pooled) } : {}),
    },
    slots,
    participants,
  };
}

/**
 * The interpreters to plan (none when no interpreter of the sub-event states a language pair: then nobody plans
 * interpreters automatically). A slot is unavailable to an interpreter when marked so, or when an assignment of
 * theirs (in any sub-event) overlaps it, unless that assignment is a kept meeting of this instance: that meeting
 * carries its interpreter instead.
 */
async function interpreterInputs(
  db: DbOrTx,
  subEventId: number,
  staff: { id: number; userId: number; pairs: string[] }[],
  slots: InstanceSlot[],
  fixedMeetingIds: Map<number, NonNullable<Instance["fixed"]>[number]>,
): Promise<NonNullable<Instance["interpreters"]>> {
  if (staff.length === 0 || slots.length === 0) return [];
  const [marks, held] = await Promise.all([
    repo.unavailableMarks(db, subEventId),
    repo.assignmentsBetween(
      db,
      staff.map((x) => x.userId),
      slots[0]!.startsAt,
      new Date(Math.max(...slots.map((x) => x.endsAt.getTime()))),
    ),
  ]);
  const slotAt = new Map(slots.map((x, i) => [x.startsAt.getTime(), i]));
  const off = new Map(staff.map((x) => [x.userId, new Set<number>()]));
  const entryUser = new Map(staff.map((x) => [x.id, x.userId]));
  for (const m of marks) {
    const slot = slotAt.get(m.startsAt.getTime());
    const user = entryUser.get(m.interpreterId);
    if (slot !== undefined && user !== undefined) off.get(user)!.add(slot);
  }
  for (const a of held) {
    const kept = fixedMeetingIds.get(a.meetingId);
    if (kept) {
      kept.interpreter = String(a.userId);
      continue;
    }
    slots.forEach((x, i) => {
      if (x.startsAt < a.endsAt && a.startsAt < x.endsAt) off.get(a.userId)?.add(i);
    });
  }
  return staff.map((x) => ({
    id: String(x.userId),
    pairs: x.pairs,
    unavailable: [...off.get(x.userId)!].sort((a, b) => a - b),
  }));
}
