import { and, eq, inArray } from "drizzle-orm";
import { zonedInstant } from "../../shared/meetings/zoned-time";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { simplePdf, storeDemoFile } from "./demo-files";
import type { DemoUsers } from "./seed";

const ZONE = "Asia/Seoul";

/**
 * The conference P: buyer1-3 present, seller1-6 attend (all approved); webinar W with a link, two files and
 * buyer1 as first presenter, W0 without a link; Q&A with a private question of seller1 answered by buyer1.
 */
export async function seedWebinars(ctx: AppContext, users: DemoUsers, subEventId: number, eventId: number) {
  const [sub] = await ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, subEventId));
  const people = [...users.buyers.slice(0, 3), ...users.sellers.slice(0, 6)];
  const cards = await ctx.db.select().from(s.businessCards).where(inArray(s.businessCards.userId, people));
  const card = (userId: number) => cards.find((c) => c.userId === userId)!;
  await ctx.db.insert(s.applications).values(
    people.map((userId, i) => ({
      subEventId,
      applicantId: userId,
      businessCardId: card(userId).id,
      name: card(userId).company,
      type: i < 3 ? ("buyer" as const) : ("seller" as const),
      approval: "approval" as const,
    })),
  );
  const apps = await ctx.db
    .select()
    .from(s.applications)
    .where(and(eq(s.applications.subEventId, subEventId), inArray(s.applications.applicantId, people)));
  const appOf = (userId: number) => apps.find((a) => a.applicantId === userId)!;
  const first = sub!.subEventStartDate;
  const at = (time: string, days = 0) => {
    const d = new Date(`${first}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return zonedInstant(d.toISOString().slice(0, 10), time, ZONE)!;
  };
  const files = [
    await storeDemoFile(
      ctx,
      eventId,
      "keynote-slides.pdf",
      "application/pdf",
      simplePdf("Keynote slides", ["Smart factories 2027", "Agenda and figures"]),
      "private",
    ),
    await storeDemoFile(
      ctx,
      eventId,
      "factory-checklist.pdf",
      "application/pdf",
      simplePdf("Factory checklist", ["Ten steps to a connected line"]),
      "private",
    ),
  ];
  // the presentation room of the demo: open now, for two hours after loading (issue 21)
  const live = {
    startsAt: new Date(ctx.now().getTime() - 5 * 60_000),
    endsAt: new Date(ctx.now().getTime() + 2 * 3_600_000),
  };
  const [w, w0, w2, wLive] = await ctx.db
    .insert(s.webinars)
    .values([
      {
        subEventId,
        title: "Smart Factories 2027: From Pilot to Scale",
        startsAt: at("10:00"),
        endsAt: at("11:00"),
        content:
          "<p>How mid-sized manufacturers move from a pilot line to a connected plant.</p><ul><li>Data from the shop floor</li><li>Predictive maintenance that pays</li><li>Q&amp;A with the audience</li></ul>",
        zoomLink: "https://meet.jit.si/bizmeet-demo-keynote",
      },
      {
        subEventId,
        title: "Export Financing for Machinery",
        startsAt: at("14:00"),
        endsAt: at("15:00"),
        content: "<p>Trade finance, guarantees and insurance for exporters. The room link follows soon.</p>",
      },
      {
        subEventId,
        title: "수출 바우처 활용 전략",
        startsAt: at("11:00", 1),
        endsAt: at("12:00", 1),
        content: "<p>수출 바우처로 해외 마케팅 비용을 줄이는 방법을 사례와 함께 소개합니다.</p>",
        zoomLink: "https://meet.jit.si/bizmeet-demo-voucher",
      },
      {
        subEventId,
        title: "Live: Smart Factory Showcase (presentation room)",
        ...live,
        content:
          "<p>buyer1 presents live in the presentation room; attendees raise a hand to ask a question.</p>",
      },
    ])
    .returning();
  const presenter = (webinarId: number, userId: number, position: number) => ({
    webinarId,
    subEventId,
    applicationId: appOf(userId).id,
    position,
  });
  await ctx.db
    .insert(s.webinarPresenters)
    .values([
      presenter(w!.id, users.buyers[0]!, 0),
      presenter(w!.id, users.buyers[1]!, 1),
      presenter(w0!.id, users.buyers[2]!, 0),
      presenter(w2!.id, users.buyers[1]!, 0),
      presenter(wLive!.id, users.buyers[0]!, 0),
    ]);
  await ctx.db
    .insert(s.webinarFiles)
    .values(files.map((fileId, position) => ({ webinarId: w!.id, fileId, position })));

  const now = ctx.now();
  const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
  const writer = (userId: number) => ({
    userId,
    userName: card(userId).name,
    companyName: card(userId).company,
  });
  const [privateQ, publicQ] = await ctx.db
    .insert(s.webinarQa)
    .values([
      {
        webinarId: w!.id,
        ...writer(users.sellers[0]!),
        writerRole: "participant" as const,
        content: "What did the pilot line cost per station? We are budgeting a similar project.",
        isPrivate: true,
        createdAt: minutes(50),
        modifiedAt: minutes(50),
      },
      {
        webinarId: w!.id,
        ...writer(users.sellers[1]!),
        writerRole: "participant" as const,
        content: "Which sensors did you start with?",
        createdAt: minutes(40),
        modifiedAt: minutes(40),
      },
      {
        webinarId: w!.id,
        ...writer(users.sellers[2]!),
        writerRole: "participant" as const,
        content: "Will the slides be shared after the session?",
        createdAt: minutes(30),
        modifiedAt: minutes(30),
      },
    ])
    .returning();
  await ctx.db.insert(s.webinarQa).values([
    {
      webinarId: w!.id,
      questionId: privateQ!.id,
      ...writer(users.buyers[0]!),
      writerRole: "presenter" as const,
      content: "About 40,000 USD per station including integration. Happy to share details in a meeting.",
      isPrivate: true,
      createdAt: minutes(45),
      modifiedAt: minutes(45),
    },
    {
      webinarId: w!.id,
      questionId: publicQ!.id,
      ...writer(users.buyers[0]!),
      writerRole: "presenter" as const,
      content: "Vibration and temperature sensors on the spindles first.",
      createdAt: minutes(35),
      modifiedAt: minutes(35),
    },
  ]);
}
