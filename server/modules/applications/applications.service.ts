import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { ZApplyBody, ZOnSiteBody } from "../../../shared/contract";
import type { Language } from "../../../shared/i18n";
import { translate } from "../../../shared/i18n";
import { encodeMailContent } from "../../../shared/mail/content";
import { isEnglishOnly } from "../../../shared/validation/forms";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { loadSubEventAccess, type SubEventAccess } from "../access/access.service";
import * as authRepo from "../auth/auth.repository";
import { hashCode, hashPassword, newCode } from "../auth/passwords";
import { assertUsableFiles } from "../files/files.service";
import { queueMail } from "../mail/mail.service";
import * as users from "../users/users.repository";
import { onSiteOpen, registrationOpen } from "./applications.policy";
import * as repo from "./applications.repository";
import { buildSubmission, formIdFor } from "./submission";

type ApplyBody = z.output<typeof ZApplyBody>;
type OnSiteBody = z.output<typeof ZOnSiteBody>;
type Card = ApplyBody["businessCard"];

const TEMPORARY_CODE_LIFETIME_MS = 7 * 24 * 3600_000;

/** Today's date in the event's time zone ('YYYY-MM-DD'). */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function mailLanguage(language: Language): "ko" | "en" {
  return language === "ko" ? "ko" : "en";
}

/** Whether registration for this type is open today; 400 `form.operatingTime` otherwise. */
function requireOpen(ctx: AppContext, access: SubEventAccess, type: string, onsite = false): void {
  const today = todayIn(access.event.timeZone, ctx.now());
  const ok = onsite ? onSiteOpen(access.subEvent, today) : registrationOpen(access.subEvent, type, today);
  if (!ok) throw new Invalid("form.operatingTime");
}

/** The spec's checkEvent: sub-event visible, registration open for the type, not applied yet. */
export async function checkEvent(
  ctx: AppContext,
  actor: Actor | undefined,
  subEventId: number,
  attendeeType: string,
): Promise<{ ok: boolean }> {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (access.membership) throw new Conflict("application.alreadyApplied");
  const type = attendeeType === "registration" ? "visitor" : attendeeType;
  const onsite = access.subEvent.category === "registration" && access.subEvent.onSiteRegit === "Y";
  requireOpen(ctx, access, type, onsite && !actor);
  return { ok: true };
}

interface Applicant {
  userId: number;
  name: string;
  email: string;
}

/** Creates the application with its card, answers and keywords, and queues the eventApply mail. */
async function insertApplication(
  tx: DbOrTx,
  access: SubEventAccess,
  applicant: Applicant,
  input: {
    type: ApplyBody["type"];
    card: Card;
    answers: ApplyBody["answers"];
    keywordIds: number[];
    languages?: string[];
  },
  method: "pre" | "onsite",
  language: Language,
) {
  const { subEvent, event } = access;
  const formId = formIdFor(subEvent, input.type);
  const questions = formId === null ? [] : await repo.listQuestions(tx, formId);
  const picked = await repo.keywordsByIds(tx, subEvent.id, input.keywordIds);
  const submission = buildSubmission(questions, formId, input.answers, {
    consulting: subEvent.category === "consulting",
    cardCompany: input.card.company,
    pickedKeywords: picked.map((k) => k.title),
    onlyEnglish: subEvent.counselFormOnlyEng === "Y",
  });
  if (
    subEvent.counselFormOnlyEng === "Y" &&
    !Object.values(input.card).every((v) => isEnglishOnly(String(v)))
  )
    throw new Invalid("form.onlyEnglish");
  const card = await repo.insertCard(tx, { userId: applicant.userId, ...input.card });
  const application = await repo.insertApplication(tx, {
    subEventId: subEvent.id,
    applicantId: applicant.userId,
    businessCardId: card.id,
    type: input.type,
    approval: "waiting",
    method,
    languages: [...new Set(input.languages ?? [])],
    ...submission.fields,
  });
  if (!application) throw new Conflict("application.alreadyApplied");
  await assertUsableFiles(tx, applicant.userId, null, submission.rows);
  await repo.replaceAnswers(
    tx,
    application.id,
    submission.rows.map((r) => ({ ...r, applicationId: application.id })),
  );
  const typed = await repo.ensureKeywords(tx, subEvent.id, submission.keywordTitles);
  await repo.replaceKeywords(tx, application.id, [...typed, ...picked.map((k) => k.id)]);
  const lang = mailLanguage(language);
  const eventName = lang === "ko" ? event.name : event.nameEn || event.name;
  const subEventName = lang === "ko" ? subEvent.name : subEvent.nameEn || subEvent.name;
  const period = `${subEvent.subEventStartDate} ~ ${subEvent.subEventEndDate}`;
  const params = { name: applicant.name, event: eventName, subEvent: subEventName, period };
  await queueMail(tx, {
    to: applicant.email,
    subject: translate("applicationMail.applySubject", lang, params),
    text: translate("applicationMail.applyBody", lang, params),
    mailbox: {
      toUserId: applicant.userId,
      subEventId: subEvent.id,
      code: "eventApply",
      content: encodeMailContent("eventApply", lang, {
        userName: applicant.name,
        eventName,
        subEventName,
        eventPeriod: period,
        applicant: card.company,
      }),
    },
  });
  return application;
}

/** A signed-in user applies (state waiting, method pre). */
export async function apply(ctx: AppContext, actor: Actor, body: ApplyBody, language: Language) {
  const access = await loadSubEventAccess(ctx, actor, body.subEventId);
  if (access.membership) throw new Conflict("application.alreadyApplied");
  requireOpen(ctx, access, body.type);
  const user = await users.findUserById(ctx.db, actor.userId);
  if (!user) throw new NotFound();
  return ctx.db.transaction((tx) =>
    insertApplication(
      tx,
      access,
      { userId: user.id, name: body.businessCard.name, email: user.email },
      {
        type: body.type,
        card: body.businessCard,
        answers: body.answers,
        keywordIds: body.keywordIds,
        languages: body.languages,
      },
      "pre",
      language,
    ),
  );
}

/** A random temporary password that meets the password rule (lower-case letters and digits). */
function temporaryPassword(): string {
  const letters = newCode()
    .replace(/[^a-z]/g, "")
    .slice(0, 6)
    .padEnd(6, "k");
  const digits = String(randomInt(1000, 10000));
  return `${letters}${digits}`;
}

interface NewAccount {
  email: string;
  name: string;
  company: string;
  position: string;
  countryNumber: string;
  phoneNumber: string;
}

/**
 * Creates an account with a temporary password and a 7-day `temporary` password code, inside the
 * caller's transaction, and mails both. 409 `application.accountExists` when the address is taken.
 */
async function createTemporaryAccount(ctx: AppContext, tx: DbOrTx, account: NewAccount, language: Language) {
  const temporaryPW = temporaryPassword();
  const user = await users.insertUser(tx, {
    ...account,
    email: account.email.trim().toLowerCase(),
    passwordHash: await hashPassword(temporaryPW),
    role: "USER",
  });
  if (!user) throw new Conflict("application.accountExists");
  const temporaryCode = newCode();
  await authRepo.insertCode(tx, {
    codeHash: hashCode(temporaryCode),
    userId: user.id,
    purpose: "temporary",
    expiresAt: new Date(ctx.now().getTime() + TEMPORARY_CODE_LIFETIME_MS),
  });
  const lang = mailLanguage(language);
  const link = `${ctx.config.publicUrl}/auth/changePwd/${temporaryCode}`;
  await queueMail(tx, {
    to: user.email,
    subject: translate("applicationMail.temporarySubject", lang),
    text: translate("applicationMail.temporaryBody", lang, {
      name: user.name,
      email: user.email,
      password: temporaryPW,
      link,
    }),
  });
  return { user, temporaryPW, temporaryCode };
}

/** An anonymous visitor applies: the account is created on the way, then the application. */
export async function applyWithoutLogin(ctx: AppContext, body: ApplyBody, language: Language) {
  const access = await loadSubEventAccess(ctx, undefined, body.subEventId);
  if (await users.findUserByEmail(ctx.db, body.businessCard.email))
    throw new Conflict("application.accountExists");
  requireOpen(ctx, access, body.type);
  const card = body.businessCard;
  return ctx.db.transaction(async (tx) => {
    const account = await createTemporaryAccount(ctx, tx, { ...card }, language);
    const application = await insertApplication(
      tx,
      access,
      { userId: account.user.id, name: card.name, email: account.user.email },
      {
        type: body.type,
        card,
        answers: body.answers,
        keywordIds: body.keywordIds,
        languages: body.languages,
      },
      "pre",
      language,
    );
    return { application, account };
  });
}

/** On-site registration of a registration sub-event with onSiteRegit Y (method onsite). */
export async function registerOnSite(ctx: AppContext, body: OnSiteBody, language: Language) {
  const access = await loadSubEventAccess(ctx, undefined, body.subEventId);
  if (access.subEvent.category !== "registration" || access.subEvent.onSiteRegit !== "Y")
    throw new Invalid("application.onSiteClosed");
  if (await users.findUserByEmail(ctx.db, body.email)) throw new Conflict("application.accountExists");
  requireOpen(ctx, access, body.type, true);
  const card = {
    company: body.company,
    name: body.name,
    position: body.position,
    email: body.email,
    countryNumber: body.countryNumber,
    phoneNumber: body.phoneNumber,
  };
  const account = await ctx.db.transaction(async (tx) => {
    const created = await createTemporaryAccount(ctx, tx, card, language);
    await insertApplication(
      tx,
      access,
      { userId: created.user.id, name: card.name, email: created.user.email },
      { type: body.type, card, answers: body.answers, keywordIds: [] },
      "onsite",
      language,
    );
    return created;
  });
  return {
    email: account.user.email,
    temporaryPW: account.temporaryPW,
    temporaryCode: account.temporaryCode,
  };
}
