/**
 * Pair scores with structured reasons. Pure functions; integer scores; symmetric in value
 * (score(a, b) === score(b, a)) while the reasons are phrased from the viewer's side.
 */
import { normalizeKeyword, termLabel, termSet } from "./tokenize";
import type { MatchProfile, PairScore, ScoreReason } from "./types";

/** Points of each reason. Exported so that the documentation and the UI can show them. */
export const POINTS = {
  /** Per shared category, at most `categoryMaxCount` counted. */
  category: 10,
  categoryMaxCount: 2,
  /** Per shared keyword, at most `keywordMaxCount` counted. */
  keyword: 6,
  keywordMaxCount: 5,
  /** Text similarity: round(textMax * min(1, 2 * cosine)) when at least 2 terms are shared. */
  textMax: 20,
  textMinShared: 2,
  /** A request in either direction. */
  request: 25,
  /** A like in either direction. */
  like: 10,
  /** Both sides showed interest (request or like). */
  mutual: 15,
} as const;

/** Upper bound of any score, useful to scale bars in the interface. */
export const MAX_SCORE =
  POINTS.category * POINTS.categoryMaxCount +
  POINTS.keyword * POINTS.keywordMaxCount +
  POINTS.textMax +
  2 * POINTS.request +
  2 * POINTS.like +
  POINTS.mutual;

const MAX_ITEMS = 5;

/** A profile with its sets computed once; build it with `prepareProfile` and reuse it. */
export interface PreparedProfile {
  id: string;
  categories: Set<string>;
  /** normalised keyword -> spelling as written by this participant */
  keywords: Map<string, string>;
  terms: Set<string>;
  requests: Set<string>;
  likes: Set<string>;
  notInterested: Set<string>;
}

const cache = new WeakMap<MatchProfile, PreparedProfile>();

export function prepareProfile(profile: MatchProfile): PreparedProfile {
  const cached = cache.get(profile);
  if (cached) return cached;
  const keywords = new Map<string, string>();
  for (const k of profile.keywords) {
    const norm = normalizeKeyword(k);
    if (norm && !keywords.has(norm)) keywords.set(norm, k.trim());
  }
  const prepared: PreparedProfile = {
    id: profile.id,
    categories: new Set(profile.categories),
    keywords,
    terms: termSet(profile.texts ?? []),
    requests: new Set(profile.requests ?? []),
    likes: new Set(profile.likes ?? []),
    notInterested: new Set(profile.notInterested ?? []),
  };
  cache.set(profile, prepared);
  return prepared;
}

function asPrepared(p: MatchProfile | PreparedProfile): PreparedProfile {
  return p.categories instanceof Set ? (p as PreparedProfile) : prepareProfile(p as MatchProfile);
}

export function sharedCategories(a: PreparedProfile, b: PreparedProfile): string[] {
  const out: string[] = [];
  for (const c of a.categories) if (b.categories.has(c)) out.push(c);
  return out;
}

export function sharedKeywords(a: PreparedProfile, b: PreparedProfile): string[] {
  const out: string[] = [];
  for (const [norm, label] of a.keywords) if (b.keywords.has(norm)) out.push(label);
  return out;
}

/** Cosine similarity of the two term sets and the shared terms. */
export function textSimilarity(a: PreparedProfile, b: PreparedProfile): { cosine: number; shared: string[] } {
  if (a.terms.size === 0 || b.terms.size === 0) return { cosine: 0, shared: [] };
  const [small, large] = a.terms.size <= b.terms.size ? [a.terms, b.terms] : [b.terms, a.terms];
  const shared: string[] = [];
  for (const t of small) if (large.has(t)) shared.push(t);
  return { cosine: shared.length / Math.sqrt(a.terms.size * b.terms.size), shared };
}

/**
 * Score of the pair (viewer, other) with reasons from the viewer's side.
 * A "not interested" mark in either direction gives score 0 and `excluded: true`.
 */
export function scorePair(
  viewer: MatchProfile | PreparedProfile,
  other: MatchProfile | PreparedProfile,
): PairScore {
  const a = asPrepared(viewer);
  const b = asPrepared(other);
  const reasons: ScoreReason[] = [];
  const byYou = a.notInterested.has(b.id);
  const byThem = b.notInterested.has(a.id);
  if (byYou || byThem) {
    if (byYou) reasons.push({ code: "not_interested_by_you", points: 0 });
    if (byThem) reasons.push({ code: "not_interested_by_them", points: 0 });
    return { score: 0, excluded: true, reasons };
  }

  const youRequested = a.requests.has(b.id);
  const theyRequested = b.requests.has(a.id);
  const youLiked = a.likes.has(b.id);
  const theyLiked = b.likes.has(a.id);
  if (youRequested) reasons.push({ code: "you_requested", points: POINTS.request });
  if (theyRequested) reasons.push({ code: "they_requested", points: POINTS.request });
  if ((youRequested || youLiked) && (theyRequested || theyLiked)) {
    reasons.push({ code: "mutual_interest", points: POINTS.mutual });
  }

  const cats = sharedCategories(a, b);
  if (cats.length > 0) {
    const points = POINTS.category * Math.min(cats.length, POINTS.categoryMaxCount);
    reasons.push({ code: "shared_categories", points, items: cats.slice(0, MAX_ITEMS), count: cats.length });
  }
  const kws = sharedKeywords(a, b);
  if (kws.length > 0) {
    const points = POINTS.keyword * Math.min(kws.length, POINTS.keywordMaxCount);
    reasons.push({ code: "shared_keywords", points, items: kws.slice(0, MAX_ITEMS), count: kws.length });
  }
  const text = textSimilarity(a, b);
  if (text.shared.length >= POINTS.textMinShared) {
    const points = Math.round(POINTS.textMax * Math.min(1, 2 * text.cosine));
    if (points > 0) {
      reasons.push({
        code: "similar_text",
        points,
        items: text.shared.slice(0, MAX_ITEMS).map(termLabel),
        count: text.shared.length,
      });
    }
  }
  if (youLiked) reasons.push({ code: "you_liked", points: POINTS.like });
  if (theyLiked) reasons.push({ code: "they_liked", points: POINTS.like });

  // Stable order: largest contribution first, ties keep the insertion order above.
  reasons.sort((x, y) => y.points - x.points);
  let score = 0;
  for (const r of reasons) score += r.points;
  return { score, excluded: false, reasons };
}

/**
 * The score alone, without building reasons: same value as scorePair(a, b).score, several times
 * faster (used to score every candidate pair of an event).
 */
export function scoreValue(a: PreparedProfile, b: PreparedProfile): number {
  if (a.notInterested.has(b.id) || b.notInterested.has(a.id)) return 0;
  let score = 0;
  const ar = a.requests.has(b.id);
  const br = b.requests.has(a.id);
  const al = a.likes.has(b.id);
  const bl = b.likes.has(a.id);
  if (ar) score += POINTS.request;
  if (br) score += POINTS.request;
  if (al) score += POINTS.like;
  if (bl) score += POINTS.like;
  if ((ar || al) && (br || bl)) score += POINTS.mutual;
  let cats = 0;
  for (const c of a.categories) if (b.categories.has(c)) cats++;
  score += POINTS.category * Math.min(cats, POINTS.categoryMaxCount);
  let kws = 0;
  for (const k of a.keywords.keys()) if (b.keywords.has(k)) kws++;
  score += POINTS.keyword * Math.min(kws, POINTS.keywordMaxCount);
  if (a.terms.size > 0 && b.terms.size > 0) {
    const { cosine, shared } = textSimilarity(a, b);
    if (shared.length >= POINTS.textMinShared) score += Math.round(POINTS.textMax * Math.min(1, 2 * cosine));
  }
  return score;
}

/**
 * Drops, from every profile's text terms, the terms that more than `maxShare` of the profiles hold: words every
 * company of an event uses ("customers", "products") say nothing about fit and would only add noise and
 * meaningless reasons. Applied to a whole event at once (at least `minProfiles` profiles); mutates the
 * prepared profiles (their cached objects), so call it before scoring.
 */
export function pruneCommonTerms(
  profiles: readonly PreparedProfile[],
  maxShare = 0.2,
  minProfiles = 10,
): void {
  if (profiles.length < minProfiles) return;
  const df = new Map<string, number>();
  for (const p of profiles) for (const t of p.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const limit = Math.max(2, maxShare * profiles.length);
  for (const p of profiles) for (const t of p.terms) if (df.get(t)! > limit) p.terms.delete(t);
}

/** True when either side requested or liked the other. */
export function hasInterest(a: PreparedProfile, b: PreparedProfile): boolean {
  return a.requests.has(b.id) || b.requests.has(a.id) || a.likes.has(b.id) || b.likes.has(a.id);
}

/** True when each side requested or liked the other. */
export function isMutual(a: PreparedProfile, b: PreparedProfile): boolean {
  return (a.requests.has(b.id) || a.likes.has(b.id)) && (b.requests.has(a.id) || b.likes.has(a.id));
}
