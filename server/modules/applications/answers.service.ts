import type { z } from "zod";
import {
  type changeApplicationFormAnswers,
  type Page,
  type TApplication,
  type TFormAnswer,
  type TProductItem,
  toPage,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canManageEvent, canViewEvent, isApprovedParticipant } from "../access/access.policy";
import { findApplicationOfUser, isMemberOfApplication } from "../access/access.repository";
import {
  loadSubEventAccess,
  readBesideCheck,
  requireParticipantOrManagerGate,
} from "../access/access.service";
import { fileLink } from "../files/file-links";
import { assertUsableFiles } from "../files/files.service";
import {
  type AnswerReader,
  canEditAnswers,
  canReadAnswers,
  canReadSecret,
  isLockedQuestion,
} from "./applications.policy";
import { presentAnswer, presentApplication } from "./applications.presenter";
import * as repo from "./applications.repository";
import { buildSubmission, formIdFor } from "./submission";

type ChangeBody = z.output<(typeof changeApplicationFormAnswers)["body"]>;

async function answersOf(db: DbOrTx, applicationId: number): Promise<TFormAnswer[]> {
  return (await repo.listAnswers(db, applicationId)).map(presentAnswer);
}

async function present(
  db: DbOrTx,
  application: repo.ApplicationRow,
  formId: number | null,
  role: "owner" | "colleague",
): Promise<TApplication> {
  const [card, keywords, answers] = await Promise.all([
    repo.findCard(db, application.businessCardId),
    repo.keywordsOfApplication(db, application.id),
    answersOf(db, application.id),
  ]);
  return presentApplication(application, { formId, card, keywords, answers, role });
}

/** The caller's application in the sub-event (own or as colleague); 404 `application.notFound` otherwise. */
export async function myApplication(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
): Promise<TApplication> {
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  if (!access.membership) throw new NotFound("application.notFound");
  const { application, role } = access.membership;
  return present(ctx.db, application, formIdFor(access.subEvent, application.type), role);
}

/**
 * The owner edits the answers. Locked answers (company name, affiliation) keep their stored value;
 * answers not sent keep theirs; the whole set is checked again; keywordIds replace the keywords.
 */
export async function changeAnswers(ctx: AppContext, actor: Actor, body: ChangeBody): Promise<TApplication> {
  const found = await repo.findApplication(ctx.db, body.id);
  if (!found || !canViewEvent(actor, found.event)) throw new NotFound("application.notFound");
  const membership = await findApplicationOfUser(ctx.db, found.subEvent.id, actor.userId);
  const role = membership?.application.id === found.application.id ? membership.role : undefined;
  if (!canEditAnswers(role)) throw new Forbidden();
  const { application, subEvent } = found;
  const formId = formIdFor(subEvent, application.type);
  if (formId === null) return present(ctx.db, application, null, "owner");
  const questions = await repo.listQuestions(ctx.db, formId);
  const stored = new Map((await answersOf(ctx.db, application.id)).map((a) => [a.uuid, a]));
  const sent = new Map(body.formAnswers.map((a) => [a.uuid, a]));
  const merged = questions.flatMap((q) => {
    const previous = stored.get(q.id);
    const next = isLockedQuestion(q.defaultId) ? previous : (sent.get(q.id) ?? previous);
    return next ? [{ ...next, uuid: q.id }] : [];
  });
  const card = await repo.findCard(ctx.db, application.businessCardId);
  const locked = questions.find((q) => q.defaultId === "companyName");
  const companyAnswer = locked ? stored.get(locked.id)?.content : undefined;
  const picked = await repo.keywordsByIds(ctx.db, subEvent.id, body.keywordIds);
  const submission = buildSubmission(
    questions,
    formId,
    merged.map((a) => ({ ...a, registerId: undefined })),
    {
      consulting: subEvent.category === "consulting",
      cardCompany: companyAnswer || card?.company || application.name,
      pickedKeywords: picked.map((k) => k.title),
      onlyEnglish: subEvent.counselFormOnlyEng === "Y",
    },
  );
  await assertUsableFiles(ctx.db, actor.userId, application.id, submission.rows);
  await ctx.db.transaction(async (tx) => {
    await repo.replaceAnswers(
      tx,
      application.id,
      submission.rows.map((r) => ({ ...r, applicationId: application.id })),
    );
    const typed = await repo.ensureKeywords(tx, subEvent.id, submission.keywordTitles);
    await repo.replaceKeywords(tx, application.id, [...typed, ...picked.map((k) => k.id)]);
    const { name: _name, ...fields } = submission.fields;
    await repo.updateApplication(tx, application.id, fields);
  });
  const fresh = await repo.findApplication(ctx.db, application.id);
  return present(ctx.db, fresh!.application, formId, "owner");
}

/** Who the actor is to this application: member, organizer, approved participant of the same sub-event. */
async function readerOf(ctx: AppContext, actor: Actor, applicationId: number) {
  const found = await repo.findApplication(ctx.db, applicationId);
  if (!found || !canViewEvent(actor, found.event)) throw new NotFound("application.notFound");
  const member = await isMemberOfApplication(ctx.db, applicationId, actor.userId);
  const manager = canManageEvent(actor, found.event);
  const own =
    member || manager ? undefined : await findApplicationOfUser(ctx.db, found.subEvent.id, actor.userId);
  const reader: AnswerReader = { member, manager, approvedPeer: isApprovedParticipant(own?.application) };
  if (!canReadAnswers(reader, found.application)) throw new Forbidden();
  return { found, reader };
}

/** The answers of an application; secret answers are left out for readers who may not see them. */
export async function formAnswers(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
): Promise<TFormAnswer[]> {
  const { found, reader } = await readerOf(ctx, actor, applicationId);
  const answers = await answersOf(ctx.db, applicationId);
  if (canReadSecret(reader)) return answers;
  const formId = formIdFor(found.subEvent, found.application.type);
  const secret = formId === null ? new Set<string>() : await repo.secretQuestionIds(ctx.db, formId);
  return answers.filter((a) => !secret.has(a.uuid));
}

export async function applicationKeywords(ctx: AppContext, actor: Actor, applicationId: number) {
  await readerOf(ctx, actor, applicationId);
  return repo.keywordsOfApplication(ctx.db, applicationId);
}

/** The product gallery: approved participants and the organizer. */
export async function products(
  ctx: AppContext,
  actor: Actor,
  query: { subEventId: number; page: number; size: number; searchWord: string },
): Promise<Page<TProductItem>> {
  const { rows, total } = await readBesideCheck(
    requireParticipantOrManagerGate(ctx, actor, query.subEventId),
    () => repo.productPage(ctx.db, query.subEventId, query.searchWord, query.page, query.size),
  );
  return toPage(
    rows.map(({ productImgVisibility, ...r }) => ({
      ...r,
      productImgPath: fileLink(r.productImgPath, productImgVisibility),
    })),
    total,
    query.page,
    query.size,
  );
}

export async function subEventKeywords(ctx: AppContext, actor: Actor | undefined, subEventId: number) {
  await loadSubEventAccess(ctx, actor, subEventId);
  return repo.keywordsOfSubEvent(ctx.db, subEventId);
}

export async function keywordsInUse(ctx: AppContext, actor: Actor | undefined, subEventId: number) {
  await loadSubEventAccess(ctx, actor, subEventId);
  return repo.keywordsInUse(ctx.db, subEventId);
}

/**
 * Whether the actor may read an uploaded file: files attached to secret answers only reach the
 * application's members and the organizer (for the file lookup of the files module).
 */
export async function canReadAnswerFile(ctx: AppContext, actor: Actor | undefined, fileId: number) {
  const owners = await repo.applicationsWithSecretFile(ctx.db, fileId);
  if (owners.length === 0) return true;
  if (!actor) return false;
  for (const applicationId of owners) {
    const found = await repo.findApplication(ctx.db, applicationId);
    if (!found) continue;
    const member = await isMemberOfApplication(ctx.db, applicationId, actor.userId);
    if (canReadSecret({ member, manager: canManageEvent(actor, found.event), approvedPeer: false }))
      return true;
  }
  return false;
}
