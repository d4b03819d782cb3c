import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { hashCode } from "../auth/passwords";

/**
 * The checklist's actors on a consulting sub-event S: seller (aS, approved) with an accepted colleague,
 * buyer (aB), a waiting and a rejected applicant, an outsider, S's host and another event's host.
 */
export async function workspaceWorld(t: TestApp) {
  const ctx = t.ctx;
  const host = await createUser(ctx);
  const otherHost = await createUser(ctx);
  const event = await createEvent(ctx, { hostUserId: host.id });
  await createEvent(ctx, { hostUserId: otherHost.id });
  const s1 = await createSubEvent(ctx, event.id, {
    category: "consulting",
    matching: "Y",
    sgroupName: "Makers",
    bgroupName: "Buyers",
  });
  const [form] = await ctx.db
    .insert(s.forms)
    .values({ subEventId: s1.id, type: "participation" })
    .returning();
  const [main, secret] = await ctx.db
    .insert(s.formQuestions)
    .values([
      { formId: form!.id, position: 0, type: "short", title: "Company name", defaultId: "companyName" },
      { formId: form!.id, position: 1, type: "short", title: "Revenue", secretCheck: "Y" },
      { formId: form!.id, position: 0, type: "long", title: "Introduction", part: "additional" },
    ])
    .returning();
  await ctx.db.update(s.subEvents).set({ sellerPartiForm: form!.id }).where(eq(s.subEvents.id, s1.id));

  const card = async (user: TestUser) => {
    const [row] = await ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
    return row!.id;
  };
  const seller = await createUser(ctx, { name: "Kim Seller", company: "Acme Robotics" });
  const buyer = await createUser(ctx, { name: "Bob Buyer", company: "Global Trade" });
  const waiter = await createUser(ctx);
  const rejected = await createUser(ctx);
  const colleague = await createUser(ctx, { name: "Lee Colleague" });
  const outsider = await createUser(ctx);
  const aS = await createApplication(ctx, s1.id, seller.id, {
    approval: "approval",
    type: "seller",
    name: "Acme Robotics",
    category: "IT,machinery",
    keyword: "robot arm",
    businessCardId: await card(seller),
  });
  const aB = await createApplication(ctx, s1.id, buyer.id, {
    approval: "approval",
    type: "buyer",
    name: "Global Trade",
    category: "food",
    businessCardId: await card(buyer),
  });
  const aW = await createApplication(ctx, s1.id, waiter.id, {
    approval: "waiting",
    type: "seller",
    name: "Waiting Co",
  });
  const aR = await createApplication(ctx, s1.id, rejected.id, {
    approval: "reject",
    type: "buyer",
    name: "Rejected Co",
    reason: "Not a fit",
  });
  await ctx.db.insert(s.applicationAnswers).values([
    {
      applicationId: aS.id,
      formId: form!.id,
      questionId: main!.id,
      title: "Company name",
      type: "short",
      content: "Acme Robotics",
    },
    {
      applicationId: aS.id,
      formId: form!.id,
      questionId: secret!.id,
      title: "Revenue",
      type: "short",
      content: "12 bn",
    },
  ]);
  const [colleagueRecord] = await ctx.db
    .insert(s.applicationManagers)
    .values({
      applicationId: aS.id,
      subEventId: s1.id,
      userId: colleague.id,
      name: "Lee Colleague",
      email: colleague.email,
      codeHash: hashCode(`used-${aS.id}`),
      used: "Y",
    })
    .returning();
  return {
    event,
    s1,
    form: form!,
    host,
    otherHost,
    seller,
    buyer,
    waiter,
    rejected,
    colleague,
    outsider,
    aS,
    aB,
    aW,
    aR,
    colleagueRecord: colleagueRecord!,
  };
}

export type WorkspaceWorld = Awaited<ReturnType<typeof workspaceWorld>>;
