import type { AppContext } from "../context";
import { approvedRecipients } from "../modules/host/host.applicants.repository";
import { claimRun, ddayCandidates } from "../modules/host/host.dday.repository";
import { period, queueApplicantMail } from "../modules/host/host.mails";
import { startPeriodic } from "./periodic";

/** 'YYYY-MM-DD' of the instant in the time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * One pass of the eventDday reminder: on the day before a sub-event starts (in its event's time
 * zone), every approved applicant gets one eventDday mail. The run is claimed in scheduled_mail_runs
 * in the same transaction as the mails, so several processes (or passes) send it once.
 */
export async function runDdayPass(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  // Every zone's "tomorrow" lies within a day of UTC's.
  const candidates = await ddayCandidates(ctx.db, today, addDays(today, 2));
  let sent = 0;
  for (const { subEvent, event } of candidates) {
    if (addDays(localDate(now, event.timeZone), 1) !== subEvent.subEventStartDate) continue;
    sent += await ctx.db.transaction(async (tx) => {
      if (!(await claimRun(tx, subEvent.id, now))) return 0;
      const recipients = await approvedRecipients(tx, subEvent.id);
      for (const r of recipients) {
        const ko = r.userCountryNumber.trim() === "82";
        await queueApplicantMail(tx, {
          code: "eventDday",
          to: r.userEmail,
          toUserId: r.applicantId,
          countryNumber: r.userCountryNumber,
          subEventId: subEvent.id,
          fields: {
            userName: r.name || r.userName,
            eventName: ko || !event.nameEn ? event.name : event.nameEn,
            subEventName: ko || !subEvent.nameEn ? subEvent.name : subEvent.nameEn,
            eventPeriod: period(subEvent.subEventStartDate, subEvent.subEventEndDate),
            applicant: r.company,
            link: `${ctx.config.publicUrl}/subEvent/${subEvent.id}`,
          },
        });
      }
      return recipients.length;
    });
  }
  return sent;
}

/** Runs the reminder pass now and then every `intervalMs` (default 10 minutes); answers a stop function. */
export function startDdayJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 600_000,
): () => void {
  return startPeriodic("eventDday", () => runDdayPass(ctx), log, intervalMs);
}
