/**
 * Standby proposals for the sides that came to no-show meetings, many at once (the no-show pass at a slot
 * change) or one (the host marks an empty chair). Up to three per meeting, best first: walk-in candidates
 * ahead of the others, then by match score, its reasons kept as the directory shows them. The slot's pool
 * of free, present people is read once per sub-event and slot; scores are the plain values
 * (`scoreValue`, equal to `scorePair().score`) and the reasons are built for the three kept only.
 */
import { type PreparedProfile, scorePair, scoreValue } from "../../../shared/matching";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { profilesOf } from "../matching/matching.profiles";
import { meetableTypes } from "../meetings/meetings.policy";
import * as repo from "./meeting-day.proposals.repository";

export const REFILL_PROPOSALS = 3;

export interface NoShowToFill {
  id: number;
  subEventId: number;
  startsAt: Date;
  present: number;
  absent: number;
  onSite: boolean;
}

interface Pick {
  id: number;
  walkIn: boolean;
  score: number;
}
const better = (x: Pick, y: Pick) => Number(y.walkIn) - Number(x.walkIn) || y.score - x.score || x.id - y.id;

/** Keeps the best `REFILL_PROPOSALS` of the candidates in a small sorted list. */
function keepBest(best: Pick[], c: Pick): void {
  if (best.length === REFILL_PROPOSALS && better(c, best[best.length - 1]!) >= 0) return;
  let i = best.length;
  while (i > 0 && better(c, best[i - 1]!) < 0) i--;
  best.splice(i, 0, c);
  if (best.length > REFILL_PROPOSALS) best.pop();
}

const refused = (a: PreparedProfile, b: PreparedProfile) =>
  a.notInterested.has(b.id) || b.notInterested.has(a.id);

/** Makes and stores the proposals of these no-shows; answers how many each meeting got. */
export async function proposeRefillsFor(
  ctx: AppContext,
  db: DbOrTx,
  list: NoShowToFill[],
): Promise<Map<number, number>> {
  const made = new Map<number, number>();
  if (list.length === 0) return made;
  const now = ctx.now();
  const basics = new Map(
    (
      await repo.presentBasics(
        db,
        list.map((m) => m.present),
      )
    ).map((b) => [b.id, b]),
  );
  const groups = new Map<string, NoShowToFill[]>();
  for (const m of list) {
    const key = `${m.subEventId}:${m.startsAt.getTime()}:${m.onSite}`;
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  const rows: Parameters<typeof repo.insertProposalRows>[1] = [];
  for (const group of groups.values()) {
    const first = group.find((m) => basics.has(m.present));
    if (!first) continue;
    const { subEventId, startsAt, onSite } = first;
    const [pool, blocked, profiles] = await Promise.all([
      repo.slotPool(db, { subEventId, eventId: basics.get(first.present)!.eventId, startsAt, now, onSite }),
      repo.blockedPairs(db, {
        subEventId,
        now,
        present: group.map((m) => m.present),
        meetings: group.map((m) => m.id),
      }),
      profilesOf(ctx, subEventId, undefined, db),
    ]);
    const no = new Map<number, Set<number>>();
    for (const b of blocked) {
      const set = no.get(b.present);
      if (set) set.add(b.other);
      else no.set(b.present, new Set([b.other]));
    }
    const byType = new Map<string, typeof pool>();
    for (const c of pool) {
      const list = byType.get(c.type);
      if (list) list.push(c);
      else byType.set(c.type, [c]);
    }
    for (const m of group) {
      const me = basics.get(m.present);
      if (!me) continue;
      const mine = profiles.byId.get(m.present)?.prepared;
      const best: Pick[] = [];
      const ruledOut = no.get(m.present);
      for (const type of meetableTypes(me.type, me.targetScope))
        for (const c of byType.get(type) ?? []) {
          if (c.id === m.present || c.id === m.absent || ruledOut?.has(c.id)) continue;
          const theirs = profiles.byId.get(c.id)?.prepared;
          if (mine && theirs && refused(mine, theirs)) continue;
          const score = mine && theirs ? scoreValue(mine, theirs) : 0;
          const last = best[REFILL_PROPOSALS - 1];
          // Most candidates do not make the three: compared before anything is allocated for them.
          if (last && better({ id: c.id, walkIn: c.walkIn, score }, last) >= 0) continue;
          keepBest(best, { id: c.id, walkIn: c.walkIn, score });
        }
      best.forEach((c, i) => {
        const theirs = profiles.byId.get(c.id)?.prepared;
        rows.push({
          subEventId: m.subEventId,
          meetingId: m.id,
          from: m.present,
          candidate: c.id,
          rank: i + 1,
          score: c.score,
          reasons: mine && theirs ? scorePair(mine, theirs).reasons : [],
          walkIn: c.walkIn,
        });
      });
      made.set(m.id, best.length);
    }
  }
  await repo.insertProposalRows(db, rows);
  return made;
}
