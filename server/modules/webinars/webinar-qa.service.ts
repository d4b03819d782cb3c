import type { Page, TQaItem } from "../../../shared/contract";
import { toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, Invalid, NotFound } from "../../http/errors";
import { findUserById } from "../users/users.repository";
import { tellQa } from "./webinar-qa.live";
import { presentEntry, presentQuestion } from "./webinar-qa.presenter";
import * as repo from "./webinar-qa.repository";
import { canAnswer, canDelete, canEdit, writerRoleOf } from "./webinars.policy";
import { loadWebinarFor, type WebinarAccess } from "./webinars.service";

/** A page of questions with their answers, private ones as the caller may see them. */
export async function getAll(
  ctx: AppContext,
  actor: Actor,
  q: { webinarId: number; complete: repo.QaFilter; page: number; size: number },
): Promise<Page<TQaItem>> {
  const { viewer } = await loadWebinarFor(ctx, actor, q.webinarId);
  const { rows, total } = await repo.pageQuestions(ctx.db, q.webinarId, q.complete, q.page, q.size);
  const answers = await repo.answersOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const content = rows.map((question) =>
    presentQuestion(
      question,
      answers.filter((a) => a.questionId === question.id),
      viewer,
    ),
  );
  return toPage(content, total, q.page, q.size);
}

/** The writer's name and company as shown beside the entry. */
async function writerOf(ctx: AppContext, actor: Actor, w: WebinarAccess) {
  const user = await findUserById(ctx.db, actor.userId);
  const application = w.access.membership?.application;
  return { userName: user?.name ?? "", companyName: application?.name || user?.company || "" };
}

/** The question an answer belongs to: a question of the same webinar. */
async function questionOf(ctx: AppContext, webinarId: number, questionId: number | undefined) {
  if (questionId === undefined) throw new Invalid("webinar.questionRequired");
  const question = await repo.findQa(ctx.db, questionId);
  if (!question || question.webinarId !== webinarId || question.questionId !== null)
    throw new NotFound("webinar.questionNotFound");
  return question;
}

export async function create(
  ctx: AppContext,
  actor: Actor,
  body: {
    webinarId: number;
    content: string;
    isPrivate: boolean;
    questionOrAnswer: "Q" | "A";
    questionId?: number;
  },
): Promise<TQaItem> {
  const w = await loadWebinarFor(ctx, actor, body.webinarId);
  const question =
    body.questionOrAnswer === "A" ? await questionOf(ctx, body.webinarId, body.questionId) : undefined;
  if (question && !canAnswer(w.viewer, question)) throw new Forbidden("webinar.onlyPresenterAnswers");
  const row = await repo.insertQa(ctx.db, {
    webinarId: body.webinarId,
    questionId: question?.id ?? null,
    userId: actor.userId,
    ...(await writerOf(ctx, actor, w)),
    writerRole: writerRoleOf(w.viewer),
    content: body.content,
    createdAt: ctx.now(),
    modifiedAt: ctx.now(),
    // an answer follows its question's privacy
    isPrivate: question ? question.isPrivate : body.isPrivate,
  });
  await tellQa(ctx, w, "created", row, question);
  return { ...presentEntry(row, w.viewer, question?.userId), answers: [] };
}

async function loadEntry(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findQa(ctx.db, id);
  if (!row) throw new NotFound("webinar.qaNotFound");
  const w = await loadWebinarFor(ctx, actor, row.webinarId);
  const question = row.questionId === null ? undefined : await repo.findQa(ctx.db, row.questionId);
  return { row, w, question };
}

/** The writer edits their own entry; nobody else does. */
export async function modify(ctx: AppContext, actor: Actor, body: { id: number; content: string }) {
  const { row, w, question } = await loadEntry(ctx, actor, body.id);
  if (!canEdit(w.viewer, row)) throw new Forbidden("webinar.notYours");
  const updated = await repo.updateContent(ctx.db, row.id, body.content, ctx.now());
  await tellQa(ctx, w, "updated", updated, question);
  const answers = question ? [] : await repo.answersOf(ctx.db, [row.id]);
  return question
    ? { ...presentEntry(updated, w.viewer, question.userId), answers: [] }
    : presentQuestion(updated, answers, w.viewer);
}

/** Deletes a question (with its answers) or an answer; `QA` must name what the id is. */
export async function remove(ctx: AppContext, actor: Actor, q: { id: number; QA: "Q" | "A" }) {
  const { row, w, question } = await loadEntry(ctx, actor, q.id);
  if ((row.questionId === null) !== (q.QA === "Q")) throw new NotFound("webinar.qaNotFound");
  if (!canDelete(w.viewer, row)) throw new Forbidden("webinar.notYours");
  await repo.deleteQa(ctx.db, row.id);
  await tellQa(ctx, w, "deleted", row, question);
  return { ok: true };
}
