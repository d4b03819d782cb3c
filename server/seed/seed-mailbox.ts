import { eq, inArray } from "drizzle-orm";
import { translate } from "../../shared/i18n";
import { encodeMailContent, type MailCode } from "../../shared/mail/content";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { mailLanguage, period } from "../modules/host/host.mails";

/**
 * What the demo's applicants would have received when they applied and were decided on: eventApply (read), then
 * eventApplyApproved or eventApplyRejected (unread), in each one's mail language. Mailbox rows only: no e-mail
 * goes out for the demo.
 */
export async function seedMailbox(ctx: AppContext, hostUserId: number, subEventIds: number[]): Promise<void> {
  const rows = await ctx.db
    .select({ application: s.applications, user: s.users, subEvent: s.subEvents, event: s.events })
    .from(s.applications)
    .innerJoin(s.users, eq(s.users.id, s.applications.applicantId))
    .innerJoin(s.subEvents, eq(s.subEvents.id, s.applications.subEventId))
    .innerJoin(s.events, eq(s.events.id, s.subEvents.eventId))
    .where(inArray(s.applications.subEventId, subEventIds));
  const now = ctx.now().getTime();
  const mails: (typeof s.mails.$inferInsert)[] = [];
  for (const { application: a, user, subEvent, event } of rows) {
    const language = mailLanguage(user.countryNumber);
    const ko = language === "ko";
    const fields = {
      userName: user.name,
      eventName: ko || !event.nameEn ? event.name : event.nameEn,
      subEventName: ko || !subEvent.nameEn ? subEvent.name : subEvent.nameEn,
      eventPeriod: period(subEvent.subEventStartDate, subEvent.subEventEndDate),
      applicant: a.name,
      link: `${ctx.config.publicUrl}/subEvent/${subEvent.id}`,
      reason: a.reason,
    };
    const mail = (code: MailCode, title: string, daysAgo: number, opened: "Y" | "N") =>
      mails.push({
        code,
        title,
        content: encodeMailContent(code, language, fields),
        createdDate: new Date(now - daysAgo * 86_400_000),
        createdUserId: code === "eventApply" ? null : hostUserId,
        toUserId: user.id,
        subEventId: subEvent.id,
        toMail: user.email,
        opened,
      });
    mail(
      "eventApply",
      translate("applicationMail.applySubject", language, { subEvent: fields.subEventName }),
      7,
      "Y",
    );
    if (a.approval === "waiting") continue;
    const code = a.approval === "approval" ? "eventApplyApproved" : "eventApplyRejected";
    mail(code, translate(`hostMail.${code}.subject`, language, fields), 5, "N");
  }
  if (mails.length > 0) await ctx.db.insert(s.mails).values(mails);
}
