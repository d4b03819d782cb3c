/**
 * The scored profiles of a sub-event's approved applications, kept in memory per process and reloaded when the
 * sub-event's profile version moves (database triggers raise it on any change of what scores are made of).
 * A page view then costs one version lookup plus scoring the viewer against the others, never the whole
 * sub-event against itself.
 */
import {
  type MatchProfile,
  type PreparedProfile,
  prepareProfile,
  pruneCommonTerms,
} from "../../../shared/matching";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import * as repo from "./matching.repository";

export interface ProfileEntry {
  id: number;
  type: "seller" | "buyer" | "booth" | "visitor";
  companyName: string;
  managerName: string;
  category: string;
  keyword: string;
  note: string;
  /** Static part of the profile (no requests, likes or "not interested": those are read per viewer). */
  prepared: PreparedProfile;
  /** Lower-cased company, manager and keywords, for the list's search word. */
  haystack: string;
}

export interface SubEventProfiles {
  version: number;
  entries: ProfileEntry[];
  byId: Map<number, ProfileEntry>;
}

const MAX_CACHED = 64;
type Cache = Map<number, { version: number; data: Promise<SubEventProfiles> }>;
/** Per app context (sub-event ids repeat across databases: several apps may share a process, as in the tests). */
const caches = new WeakMap<object, Cache>();

const splitList = (text: string) =>
  text
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

export interface ProfileSource extends Omit<ProfileEntry, "prepared" | "haystack"> {
  profile: MatchProfile;
}

/** The engine's profile of each approved application (categories, keywords, public texts) with its display fields. */
export async function profileSources(db: DbOrTx, subEventId: number): Promise<ProfileSource[]> {
  const [rows, kws, texts] = await Promise.all([
    repo.profileRows(db, subEventId),
    repo.keywordRows(db, subEventId),
    repo.answerTextRows(db, subEventId),
  ]);
  const keywordsOf = new Map<number, string[]>();
  for (const k of kws) {
    const list = keywordsOf.get(k.applicationId) ?? [];
    list.push(k.title);
    keywordsOf.set(k.applicationId, list);
  }
  const textsOf = new Map<number, string[]>();
  for (const t of texts) {
    const list = textsOf.get(t.applicationId) ?? [];
    for (const x of [t.content, t.productName, t.productExplain]) if (x) list.push(x);
    textsOf.set(t.applicationId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    companyName: r.companyName,
    managerName: r.managerName,
    category: r.category,
    keyword: r.keyword,
    note: r.note,
    profile: {
      id: String(r.id),
      categories: splitList(r.category),
      keywords: [...(keywordsOf.get(r.id) ?? []), ...splitList(r.keyword)],
      texts: [r.note, r.purpose, r.preference, ...(textsOf.get(r.id) ?? [])].filter(Boolean),
    },
  }));
}

async function loadProfiles(db: DbOrTx, subEventId: number, version: number): Promise<SubEventProfiles> {
  const sources = await profileSources(db, subEventId);
  // The same pruning as the scheduler's instance (shared/matching/instance.ts), over the whole sub-event.
  pruneCommonTerms(sources.map((s) => prepareProfile(s.profile)));
  const entries = sources.map(
    ({ profile, ...e }): ProfileEntry => ({
      ...e,
      prepared: prepareProfile(profile),
      haystack: [e.companyName, e.managerName, e.keyword, ...profile.keywords].join("\n").toLowerCase(),
    }),
  );
  return { version, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}

/**
 * The current profiles of a sub-event: from memory while its version is unchanged (`knownVersion`: the version
 * the caller already read in the same statement as its other checks).
 */
export async function profilesOf(
  ctx: Pick<AppContext, "db">,
  subEventId: number,
  knownVersion?: number,
  /** The handle to read through (a transaction of ctx.db); ctx.db by default. */
  db: DbOrTx = ctx.db,
): Promise<SubEventProfiles> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  const version = knownVersion ?? (await repo.profileVersion(db, subEventId));
  const hit = cache.get(subEventId);
  if (hit && hit.version === version) return hit.data;
  // The version is read before the rows, so the rows are at least that recent; concurrent callers share the load.
  const data = loadProfiles(db, subEventId, version);
  cache.delete(subEventId);
  cache.set(subEventId, { version, data });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  data.catch(() => {
    if (cache.get(subEventId)?.data === data) cache.delete(subEventId);
  });
  return data;
}
