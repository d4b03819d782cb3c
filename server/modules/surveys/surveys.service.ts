import type { TSurveyAnswer } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { isMemberOfApplication } from "../access/access.repository";
import { assertUsableFiles } from "../files/files.service";
import { isAssigned } from "../interpreters/interpreters.repository";
import { counselFormOf, isPartyOf, mayWriteNote } from "./surveys.policy";
import * as repo from "./surveys.repository";

type Mode = "read" | "write";

/**
 * The application as the actor may use it: its owner or an accepted colleague while it is approved (read and
 * write), or the event's host or an administrator (read only). Everyone else: 404, so ids are not a probe.
 */
async function loadApplication(ctx: AppContext, actor: Actor, applicationId: number, mode: Mode) {
  const row = await repo.findApplication(ctx.db, applicationId);
  if (!row) throw new NotFound("workspace.applicationNotFound");
  const member =
    row.application.approval === "approval" &&
    (await isMemberOfApplication(ctx.db, applicationId, actor.userId));
  const host = canManageEvent(actor, row.event);
  if (member || (mode === "read" && host)) return row;
  throw new NotFound("workspace.applicationNotFound");
}

async function loadMeetingSide(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  applicationId: number,
  mode: Mode,
) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  if (!meeting || !isPartyOf(meeting, applicationId)) throw new NotFound("meetings.error.notFound");
  const row = await loadApplication(ctx, actor, applicationId, mode).catch(async () => {
    // the meeting's interpreter reads and writes either side's note (the spec's interpreter counsel form)
    const side = await repo.findApplication(ctx.db, applicationId);
    if (side && (await isAssigned(ctx.db, meetingId, actor.userId))) return side;
    throw new NotFound("meetings.error.notFound");
  });
  const formId = counselFormOf(row.application.type, row.subEvent);
  return { meeting, row, formId };
}

/** Answers must answer questions of the form they name, and that form must be the side's form. */
async function checkAnswers(ctx: AppContext, formId: number | null, answers: TSurveyAnswer[]) {
  if (formId === null) throw new Invalid("meetings.error.noCounselForm");
  const questions = await repo.questionIdsOf(ctx.db, formId);
  for (const answer of answers) {
    if (answer.formId !== formId || !questions.has(answer.uuid)) throw new Invalid("survey.unknownQuestion");
  }
  const seen = new Set<string>();
  for (const answer of answers) {
    if (seen.has(answer.uuid)) throw new Invalid("survey.duplicateQuestion");
    seen.add(answer.uuid);
  }
}

export async function counselList(ctx: AppContext, actor: Actor, applicationId: number, searchWord: string) {
  await loadApplication(ctx, actor, applicationId, "read");
  const rows = await repo.finishedMeetings(ctx.db, applicationId, ctx.now(), searchWord);
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString(), written: Boolean(r.written) }));
}

export async function meetingSurvey(ctx: AppContext, actor: Actor, meetingId: number, applicationId: number) {
  const { formId } = await loadMeetingSide(ctx, actor, meetingId, applicationId, "read");
  return {
    meetingId,
    applicationId,
    formId,
    answers: await repo.meetingAnswers(ctx.db, meetingId, applicationId),
  };
}

/**
 * A file answer may name only a file the caller uploaded, a public one, one of the application's own answers, or
 * one this survey already holds (a colleague saving again): naming someone else's private file would otherwise
 * attach it here and let this side read it.
 */
async function assertSurveyFiles(
  db: DbOrTx,
  actor: Actor,
  applicationId: number,
  answers: TSurveyAnswer[],
  held: { type: string; content: string }[],
) {
  const kept = new Set(held.filter((a) => a.type === "file").map((a) => a.content));
  const added = answers.filter((a) => a.type === "file" && !kept.has(a.content));
  await assertUsableFiles(db, actor.userId, applicationId, added);
}

/** Creates (`replace` false: 409 when answers exist) or replaces one side's meeting survey. */
export async function saveMeetingSurvey(
  ctx: AppContext,
  actor: Actor,
  body: { meetingId: number; applicationId: number; meetingSurveys: TSurveyAnswer[] },
  replace: boolean,
) {
  const { meeting, formId } = await loadMeetingSide(ctx, actor, body.meetingId, body.applicationId, "write");
  if (!mayWriteNote(meeting, ctx.now())) throw new Conflict("survey.meetingNotHeld");
  await checkAnswers(ctx, formId, body.meetingSurveys);
  return ctx.db.transaction(async (tx) => {
    await repo.lockApplication(tx, body.applicationId);
    const existing = await repo.meetingAnswers(tx, body.meetingId, body.applicationId);
    if (!replace && existing.length > 0) throw new Conflict("meetings.error.surveyExists");
    await assertSurveyFiles(tx, actor, body.applicationId, body.meetingSurveys, existing);
    await repo.replaceMeetingAnswers(tx, body.meetingId, body.applicationId, body.meetingSurveys);
    return repo.meetingAnswers(tx, body.meetingId, body.applicationId);
  });
}

export async function postSurvey(ctx: AppContext, actor: Actor, applicationId: number) {
  const row = await loadApplication(ctx, actor, applicationId, "read");
  return {
    applicationId,
    formId: row.subEvent.sellerSurveyForm,
    answers: await repo.postAnswers(ctx.db, applicationId),
  };
}

export async function savePostSurvey(
  ctx: AppContext,
  actor: Actor,
  body: { applicationId: number; postSurveys: TSurveyAnswer[] },
  replace: boolean,
) {
  const row = await loadApplication(ctx, actor, body.applicationId, "write");
  if (row.subEvent.sellerSurveyForm === null) throw new Invalid("survey.noSurveyForm");
  await checkAnswers(ctx, row.subEvent.sellerSurveyForm, body.postSurveys);
  return ctx.db.transaction(async (tx) => {
    await repo.lockApplication(tx, body.applicationId);
    const existing = await repo.postAnswers(tx, body.applicationId);
    if (!replace && existing.length > 0) throw new Conflict("meetings.error.surveyExists");
    await assertSurveyFiles(tx, actor, body.applicationId, body.postSurveys, existing);
    await repo.replacePostAnswers(tx, body.applicationId, body.postSurveys);
    return repo.postAnswers(tx, body.applicationId);
  });
}
