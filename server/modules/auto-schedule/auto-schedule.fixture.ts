import { eq, inArray } from "drizzle-orm";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { meetingWorld } from "../meetings/meetings.fixture";
import { settled } from "./auto-schedule.job";

type Side = { user: TestUser; app: number; category: string; keywords: string[] };

/**
 * The meeting world (slots 10:00–14:00 of 30 minutes, 2026-12-01..03) with profiles for matching: aS
 * machinery+robotics/welding, aB machinery+robotics, aB2 food+tea, aS2 food+tea, and four more of each group.
 */
export async function autoScheduleWorld(t: TestApp) {
  const w = await meetingWorld(t);
  const titles = ["robotics", "welding", "tea", "coffee", "AI"];
  const rows = await t.ctx.db
    .insert(s.keywords)
    .values(titles.map((title) => ({ subEventId: w.s1.id, title })))
    .returning();
  const kw = new Map(rows.map((r) => [r.title, r.id]));
  const profile = async (app: number, category: string, keywords: string[]) => {
    await t.ctx.db.update(s.applications).set({ category }).where(eq(s.applications.id, app));
    if (keywords.length > 0)
      await t.ctx.db
        .insert(s.applicationKeywords)
        .values(keywords.map((k) => ({ applicationId: app, keywordId: kw.get(k)! })));
  };
  await profile(w.aS.id, "machinery", ["robotics", "welding"]);
  await profile(w.aS2.id, "food", ["tea"]);
  await profile(w.aB.id, "machinery", ["robotics"]);
  await profile(w.aB2.id, "food", ["tea"]);
  const extra = async (type: "seller" | "buyer", i: number, category: string, keywords: string[]) => {
    const user = await createUser(t.ctx, { company: `${type} ${i}` });
    const app = await createApplication(t.ctx, w.s1.id, user.id, {
      approval: "approval",
      type,
      name: `${type === "seller" ? "Maker" : "Importer"} ${i}`,
    });
    await profile(app.id, category, keywords);
    return { user, app: app.id, category, keywords } satisfies Side;
  };
  const sellers = [
    await extra("seller", 3, "machinery", ["welding"]),
    await extra("seller", 4, "food", ["coffee"]),
    await extra("seller", 5, "machinery", []),
    await extra("seller", 6, "IT", ["AI"]),
  ];
  const buyers = [
    await extra("buyer", 3, "machinery", ["welding"]),
    await extra("buyer", 4, "food", ["coffee"]),
    await extra("buyer", 5, "IT", ["AI"]),
    await extra("buyer", 6, "medical", []),
  ];
  return { ...w, sellers, buyers, kw };
}
export type AutoScheduleWorld = Awaited<ReturnType<typeof autoScheduleWorld>>;

/** Starts a run through the API and waits until it ends; answers the run as the API shows it. */
export async function runMatching(t: TestApp, w: AutoScheduleWorld, mode: "tight" | "normal") {
  const res = await t.call({
    method: "POST",
    url: `/api/host/subEvents/${w.s1.id}/matching/runs`,
    token: w.host.token,
    payload: { mode },
  });
  if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
  const run = res.json() as { id: number };
  await settled(t.ctx, run.id);
  return (
    await t.call({ method: "GET", url: `/api/host/matching/runs/${run.id}`, token: w.host.token })
  ).json();
}

/** Profiles of the given applications: category codes and keyword titles. */
export async function profilesOf(t: TestApp, ids: number[]) {
  const apps = await t.ctx.db
    .select({ id: s.applications.id, category: s.applications.category })
    .from(s.applications)
    .where(inArray(s.applications.id, ids));
  const links = await t.ctx.db
    .select({ app: s.applicationKeywords.applicationId, title: s.keywords.title })
    .from(s.applicationKeywords)
    .innerJoin(s.keywords, eq(s.keywords.id, s.applicationKeywords.keywordId))
    .where(inArray(s.applicationKeywords.applicationId, ids));
  return new Map(
    apps.map((a) => [
      a.id,
      {
        categories: a.category.split(",").filter(Boolean),
        keywords: links.filter((l) => l.app === a.id).map((l) => l.title),
      },
    ]),
  );
}
