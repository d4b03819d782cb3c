/**
 * Interpreters as a scheduled resource, the scheduler's last phase. A meeting whose sides share no language (both
 * stated theirs) needs an interpreter covering one of its language pairs, free in its slot; an interpreter takes
 * one meeting per slot.
 * 1. Per slot, interpreters are matched to the meetings that need one, fixed meetings first, then by score: a
 *    greedy by weight with augmenting paths, which is a maximum-weight matching (the matchable sets of meetings
 *    form a matroid).
 * 2. A meeting left without one moves to another slot where both sides and an interpreter are free, or leaves the
 *    schedule (fixed meetings stay, without).
 * 3. A fill over all pairs by score puts in what now fits (a pair needing an interpreter only with a free one), so
 *    the schedule stays maximal: a requested pair left out whose sides were both free in some common slot had no
 *    interpreter there ("no_interpreter_free").
 */
import { coversMeeting, needsInterpreter, normalizeLanguage, parseLanguagePair } from "../languages";
import type { InterpreterStats, SchedulerInput } from "../types";
import type { Problem } from "./problem";
import type { SlotState } from "./slots";

export class InterpreterPlan {
  readonly K: number;
  /** interpreterOf[e] for placed edges (-1: none); fixedInterpreter[i] for p.fixed[i]. */
  readonly interpreterOf: Int32Array;
  readonly fixedInterpreter: Int32Array;
  /** busy[k*T + c]: 1 unavailable, 2 + edge / fixed marker when assigned; 0 free. */
  private readonly busy: Int32Array;
  private readonly langs: string[][];
  private readonly pairs: Set<string>[];
  readonly ids: string[];
  /** need[e] = 1 when edge e needs an interpreter. */
  readonly need: Uint8Array;
  private readonly coverCache = new Map<number, boolean>();

  constructor(
    private readonly p: Problem,
    private readonly st: SlotState,
    input: SchedulerInput,
  ) {
    const T = p.T;
    const list = input.interpreters ?? [];
    this.K = list.length;
    this.ids = list.map((x) => x.id);
    this.pairs = list.map(
      (x) => new Set(x.pairs.map(parseLanguagePair).filter((y): y is string => y !== null)),
    );
    this.langs = [...input.sellers, ...input.buyers].map((x) => (x.languages ?? []).map(normalizeLanguage));
    this.busy = new Int32Array(this.K * T);
    list.forEach((x, k) => {
      for (const c of x.unavailable ?? [])
        if (Number.isInteger(c) && c >= 0 && c < T) this.busy[k * T + c] = 1;
    });
    this.need = new Uint8Array(p.m);
    for (let e = 0; e < p.m; e++)
      this.need[e] = needsInterpreter(this.langs[p.es[e]!], this.langs[p.eb[e]!]) ? 1 : 0;
    this.interpreterOf = new Int32Array(p.m).fill(-1);
    this.fixedInterpreter = new Int32Array(p.fixed.length).fill(-1);
    const index = new Map(this.ids.map((id, k) => [id, k]));
    input.fixed?.forEach((f) => {
      const k = f.interpreter === undefined ? undefined : index.get(f.interpreter);
      const i = p.fixed.findIndex((x) => p.ids[x.s] === f.seller && p.ids[x.b] === f.buyer);
      if (k !== undefined && i >= 0) {
        this.fixedInterpreter[i] = k;
        this.busy[k * T + f.slot] = -1; // taken by a kept assignment
      }
    });
  }

  /** Whether a meeting of vertices s and b needs an interpreter. */
  needsPair(s: number, b: number): boolean {
    return needsInterpreter(this.langs[s], this.langs[b]);
  }

  /** Whether interpreter k covers the meeting of s and b. */
  private covers(k: number, s: number, b: number): boolean {
    const key = (k * this.p.n + s) * this.p.n + b;
    let hit = this.coverCache.get(key);
    if (hit === undefined) {
      hit = coversMeeting(this.pairs[k]!, this.langs[s]!, this.langs[b]!);
      this.coverCache.set(key, hit);
    }
    return hit;
  }

  /** A free interpreter for s and b in slot c, or -1. */
  freeFor(s: number, b: number, c: number): number {
    const T = this.p.T;
    for (let k = 0; k < this.K; k++) if (this.busy[k * T + c] === 0 && this.covers(k, s, b)) return k;
    return -1;
  }

  /** Runs the three steps on the state; answers the statistics. */
  assign(byWeight: Int32Array): InterpreterStats {
    const { p, st } = this;
    const T = p.T;
    const stats: InterpreterStats = { needed: 0, served: 0, moved: 0, fixedWithout: 0, scheduled: 0 };
    const unserved: number[] = [];
    for (let c = 0; c < T; c++) {
      // meetings of slot c needing one: fixed (as -1 - index) first, then placed edges by score
      const items: { s: number; b: number; ref: number; w: number }[] = [];
      p.fixed.forEach((f, i) => {
        if (
          f.slot === c &&
          this.fixedInterpreter[i]! < 0 &&
          needsInterpreter(this.langs[f.s], this.langs[f.b])
        )
          items.push({ s: f.s, b: f.b, ref: -1 - i, w: Number.POSITIVE_INFINITY });
      });
      const seen = new Set<number>();
      for (let v = 0; v < p.nS; v++) {
        const e = st.busy[v * T + c]!;
        if (e >= 0 && this.need[e] && !seen.has(e)) {
          seen.add(e);
          items.push({ s: p.es[e]!, b: p.eb[e]!, ref: e, w: p.w[e]! });
        }
      }
      stats.needed += items.length;
      items.sort((x, y) => y.w - x.w || x.ref - y.ref);
      const holder = new Int32Array(this.K).fill(-1); // item index held by interpreter k in this slot
      const itemOf = new Int32Array(items.length).fill(-1);
      const visit = new Uint8Array(this.K);
      const augment = (i: number): boolean => {
        const it = items[i]!;
        for (let k = 0; k < this.K; k++) {
          if (visit[k] || this.busy[k * T + c] !== 0 || !this.covers(k, it.s, it.b)) continue;
          visit[k] = 1;
          if (holder[k]! < 0 || augment(holder[k]!)) {
            holder[k] = i;
            itemOf[i] = k;
            return true;
          }
        }
        return false;
      };
      for (let i = 0; i < items.length; i++) {
        visit.fill(0);
        augment(i);
      }
      items.forEach((it, i) => {
        const k = itemOf[i]!;
        if (k >= 0) {
          this.busy[k * T + c] = 2;
          if (it.ref >= 0) this.interpreterOf[it.ref] = k;
          else this.fixedInterpreter[-1 - it.ref] = k;
          stats.served++;
        } else if (it.ref >= 0) unserved.push(it.ref);
        else stats.fixedWithout++;
      });
    }
    // 2. move or drop the meetings left without an interpreter
    for (const e of unserved) {
      st.remove(e);
      if (this.placeWithInterpreter(e)) stats.moved++;
    }
    // 3. fill: what fits now, pairs needing an interpreter only with a free one
    for (const e of byWeight) if (st.slotOf[e]! < 0) this.tryPlace(e);
    for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0 && this.need[e]) stats.scheduled++;
    return stats;
  }

  /** Places e in a slot free for both sides with a free interpreter; false when there is none. */
  private placeWithInterpreter(e: number): boolean {
    const { p, st } = this;
    if (!st.hasRoom(e)) return false;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    for (let c = 0; c < p.T; c++) {
      if (!st.isFree(s, c) || !st.isFree(b, c) || !st.slotRoom(e, c)) continue;
      const k = this.freeFor(s, b, c);
      if (k < 0) continue;
      st.place(e, c);
      this.busy[k * p.T + c] = 2;
      this.interpreterOf[e] = k;
      return true;
    }
    return false;
  }

  private tryPlace(e: number): boolean {
    return this.need[e] ? this.placeWithInterpreter(e) : this.st.tryDirect(e);
  }
}
