import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { hashCode, newCode } from "../modules/auth/passwords";
import type { DemoUsers } from "./seed";

/** colleague@bizmeet.demo: invited into seller1's application on the consulting sub-event, and accepted. */
export async function seedColleagues(ctx: AppContext, users: DemoUsers, consultingId: number): Promise<void> {
  const [application] = await ctx.db
    .select()
    .from(s.applications)
    .where(
      and(eq(s.applications.subEventId, consultingId), eq(s.applications.applicantId, users.sellers[0]!)),
    );
  const [colleague] = await ctx.db.select().from(s.users).where(eq(s.users.id, users.colleague));
  if (!application || !colleague) return;
  await ctx.db.insert(s.applicationManagers).values({
    applicationId: application.id,
    subEventId: consultingId,
    userId: colleague.id,
    invitedById: application.applicantId,
    name: colleague.name,
    company: colleague.company,
    email: colleague.email,
    position: colleague.position,
    countryNumber: colleague.countryNumber,
    phoneNumber: colleague.phoneNumber,
    codeHash: hashCode(newCode()),
    used: "Y",
  });
}
