import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeVersionOf } from "../../db/client";
import * as s from "../../db/schema";
import { createEvent } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

// The public cache on the embedded database follows its write counter: an answer is never older than
// the last write, even a write that no service told the cache about. (On PostgreSQL the cache lives
// for PUBLIC_CACHE_MS and writers clear it; that is tested with the host and admin calls.)
describe.skipIf(process.env.TEST_DB === "pg")("public cache on the embedded database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_CACHE_MS: "60000" });
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (id: number) =>
    (await t.call({ method: "GET", url: `/api/events/detail?id=${id}` })).json() as {
      name: string;
      managers: { name: string }[];
    };
  const firstPage = async () =>
    (await t.call({ method: "POST", url: "/api/events/getAll?page=0&size=12" })).json() as {
      totalElements: number;
    };

  it("answers from the cache while nothing is written", async () => {
    const event = await createEvent(t.ctx, { name: "캐시 행사" });
    expect((await detail(event.id)).name).toBe("캐시 행사");
    // A read of another table in between does not lapse it.
    await t.ctx.db.select().from(s.users).limit(1);
    const version = writeVersionOf(t.ctx.db)!;
    const before = version();
    expect((await detail(event.id)).name).toBe("캐시 행사");
    expect(version()).toBe(before);
  });

  it("shows a write made behind the services' back at once: an event's name, a new manager, a new event", async () => {
    const event = await createEvent(t.ctx, { name: "이전 이름" });
    expect((await detail(event.id)).name).toBe("이전 이름");
    await t.ctx.db.update(s.events).set({ name: "새 이름" }).where(eq(s.events.id, event.id));
    expect((await detail(event.id)).name).toBe("새 이름");

    await t.ctx.db
      .insert(s.eventManagers)
      .values({ eventId: event.id, name: "담당자", email: "m@example.com" });
    expect((await detail(event.id)).managers.map((m) => m.name)).toEqual(["담당자"]);

    const total = (await firstPage()).totalElements;
    await createEvent(t.ctx);
    expect((await firstPage()).totalElements).toBe(total + 1);
  });
});
