/**
 * The iterated local search's perturbation steps (`improve.ts`): each changes the schedule around a random
 * participant and re-solves the blocks it touched; the search keeps the result when the total did not fall.
 */
import type { Improver } from "./improve";

/** A score-neutral Kempe swap from a random participant, then its ends re-solved. */
export function kempeStep(im: Improver, rnd: () => number): void {
  const { p, st } = im;
  const x = Math.floor(rnd() * p.n);
  const a = Math.floor(rnd() * p.T);
  const b = Math.floor(rnd() * p.T);
  im.work += p.T;
  if (a === b) return;
  const y = st.kempeFrom(x, a, b);
  if (y < 0) return;
  im.resolveParticipant(x);
  if (y !== x) im.resolveParticipant(y);
  im.fillSlot(a);
}

/** Frees the meetings of a participant and a few partners, and re-solves around them. */
export function ruinStep(im: Improver, rnd: () => number): void {
  const { p, st } = im;
  const v = Math.floor(rnd() * p.n);
  const group = [v];
  for (let i = p.start[v]!; i < p.start[v + 1]! && group.length < 4; i++) {
    const e = p.adj[i]!;
    if (st.slotOf[e]! >= 0 && rnd() < 0.5) group.push(p.es[e] === v ? p.eb[e]! : p.es[e]!);
  }
  const slots = new Set<number>();
  for (const x of group) {
    for (let c = 0; c < p.T; c++) {
      const f = st.busy[x * p.T + c]!;
      if (f >= 0 && rnd() < 0.6) {
        slots.add(c);
        st.remove(f);
      }
    }
  }
  for (let k = group.length - 1; k >= 0; k--) im.resolveParticipant(group[k]!);
  for (const c of slots) im.fillSlot(c);
  for (const x of group) im.resolveParticipant(x);
}
