import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { insertMeeting, type MeetingWorld, meetingWorld } from "./meetings.fixture";

/**
 * Migration *_places_sql turns the free-text places of before into places: a participant's meeting place
 * becomes their fixed place (one place for one text), a host's text on a meeting a pooled place, and agreed
 * meetings take the place they showed, unless it would hold two at once. The texts stay.
 */
let t: TestApp;
let w: MeetingWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
});
afterAll(() => t.close());

describe("free-text places become places", () => {
  it("keeps every text, makes fixed and pooled places, and never puts two meetings at one place at once", async () => {
    const table = "Hall A · Table 1";
    for (const id of [w.aS.id, w.aS2.id])
      await t.ctx.db.update(s.applications).set({ meetingPlace: table }).where(eq(s.applications.id, id));
    const at10 = new Date("2026-12-01T01:00:00Z");
    const first = await insertMeeting(t, w.s1.id, at10, w.aB.id, w.aS.id);
    const second = await insertMeeting(t, w.s1.id, at10, w.aB2.id, w.aS2.id);
    const vip = await insertMeeting(t, w.s1.id, new Date("2026-12-01T02:00:00Z"), w.aB.id, w.aS2.id);
    await t.ctx.db.update(s.meetings).set({ place: "VIP room" }).where(eq(s.meetings.id, vip));

    const dir = fileURLToPath(new URL("../../db/migrations", import.meta.url));
    const file = readdirSync(dir).find((name) => name.endsWith("_places_sql.sql"));
    const statements = readFileSync(`${dir}/${file}`, "utf8").split("--> statement-breakpoint");
    // the first statement adds the constraint (there already); the rest move the data
    for (const statement of statements.slice(1)) await t.ctx.db.execute(sql.raw(statement));

    const places = await t.ctx.db.select().from(s.places).where(eq(s.places.subEventId, w.s1.id));
    expect(places.map((p) => [p.name, p.applicationId]).sort()).toEqual([
      [table, Math.min(w.aS.id, w.aS2.id)],
      ["VIP room", null],
    ]);
    const byId = new Map((await t.ctx.db.select().from(s.meetings)).map((m) => [m.id, m]));
    const placeName = (id: number) => places.find((p) => p.id === byId.get(id)?.placeId)?.name ?? null;
    expect(placeName(first)).toBe(table);
    expect(placeName(second)).toBeNull();
    expect(placeName(vip)).toBe("VIP room");
    expect(byId.get(vip)!.place).toBe("VIP room");
    const apps = await t.ctx.db.select().from(s.applications).where(eq(s.applications.id, w.aS2.id));
    expect(apps[0]!.meetingPlace).toBe(table);
  });
});
