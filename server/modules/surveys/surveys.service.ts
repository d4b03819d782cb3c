import { type TSurveyAnswer, toPage } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Conflict, Invalid, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { isMemberOfApplication } from "../access/access.repository";
import { assertUsableFiles } from "../files/files.service";
import { isAssigned } from "../interpreters/interpreters.repository";
import {
  counselFormOf,
  isPartyOf,
  mayOnNote,
  mayWriteNote,
  type NoteRight,
  type NoteStanding,
  saverRoleOf,
} from "./surveys.policy";
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

/**
 * One side's note as the actor may use it (surveys.policy mayOnNote): its members, the meeting's interpreter, the
 * host reading. Everyone else, and a right the actor lacks, is 404 (as loadApplication: ids are not a probe).
 */
async function loadMeetingSide(
  ctx: AppContext,
  actor: Actor,
  meetingId: number,
  applicationId: number,
  right: NoteRight,
) {
  const meeting = await repo.findMeeting(ctx.db, meetingId);
  const row =
    meeting && isPartyOf(meeting, applicationId) && (await repo.findApplication(ctx.db, applicationId));
  if (!meeting || !row) throw new NotFound("meetings.error.notFound");
  const member =
    row.application.approval === "approval" &&
    (await isMemberOfApplication(ctx.db, applicationId, actor.userId));
  // a member may do everything, so whether they also interpret this meeting is not asked
  const interpreter = !member && (await isAssigned(ctx.db, meetingId, actor.userId));
  const standing: NoteStanding = { member, host: canManageEvent(actor, row.event), interpreter };
  if (!mayOnNote(standing, right)) throw new NotFound("meetings.error.notFound");
  const formId = counselFormOf(row.application.type, row.subEvent);
  return { meeting, row, formId, standing };
}

/** Answers must answer questions of the form they name, and that form must be the side's form. */
async function checkAnswers(db: DbOrTx, formId: number | null, answers: TSurveyAnswer[]) {
  if (formId === null) throw new Invalid("meetings.error.noCounselForm");
  const questions = await repo.questionIdsOf(db, formId);
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

type Note = { meetingId: number; applicationId: number };

/**
 * Writes one side's note and appends it as its next version, in the caller's transaction under the application's
 * lock. A note written before versions were kept, with none yet, first becomes version 1 (saver unknown), so even
 * an empty save leaves it in the history.
 */
async function writeNote(
  tx: DbOrTx,
  ctx: AppContext,
  note: Note,
  held: TSurveyAnswer[],
  answers: TSurveyAnswer[],
  by: { userId: number; role: "participant" | "interpreter"; restoredFrom: number | null },
) {
  const savedAt = ctx.now();
  if (held.length > 0 && (await repo.latestVersion(tx, note.meetingId, note.applicationId)) === 0) {
    const before = { savedByUserId: null, saverRole: null, restoredFrom: null, savedAt };
    await repo.appendVersion(tx, { ...note, ...before, answers: held });
  }
  await repo.replaceMeetingAnswers(tx, note.meetingId, note.applicationId, answers);
  await repo.appendVersion(tx, {
    ...note,
    answers,
    savedByUserId: by.userId,
    saverRole: by.role,
    restoredFrom: by.restoredFrom,
    savedAt,
  });
}

/** The note's current answers with the files of its whole history, which a save or restore may name again. */
async function heldByNote(tx: DbOrTx, note: Note, current: TSurveyAnswer[]) {
  const files = await repo.historyFiles(tx, note.meetingId, note.applicationId);
  return [...current, ...files.map((content) => ({ type: "file", content }))];
}

/**
 * Creates (`replace` false: 409 when answers exist) or replaces one side's meeting survey; either way the answers
 * become the note's next version, recorded with who saved it and in which role.
 */
export async function saveMeetingSurvey(
  ctx: AppContext,
  actor: Actor,
  body: Note & { meetingSurveys: TSurveyAnswer[] },
  replace: boolean,
) {
  const { meeting, formId, standing } = await loadMeetingSide(
    ctx,
    actor,
    body.meetingId,
    body.applicationId,
    "write",
  );
  if (!mayWriteNote(meeting, ctx.now())) throw new Conflict("survey.meetingNotHeld");
  await checkAnswers(ctx.db, formId, body.meetingSurveys);
  return ctx.db.transaction(async (tx) => {
    await repo.lockApplication(tx, body.applicationId);
    const existing = await repo.meetingAnswers(tx, body.meetingId, body.applicationId);
    if (!replace && existing.length > 0) throw new Conflict("meetings.error.surveyExists");
    const held = await heldByNote(tx, body, existing);
    await assertSurveyFiles(tx, actor, body.applicationId, body.meetingSurveys, held);
    const by = { userId: actor.userId, role: saverRoleOf(standing), restoredFrom: null };
    const note = { meetingId: body.meetingId, applicationId: body.applicationId };
    await writeNote(tx, ctx, note, existing, body.meetingSurveys, by);
    return repo.meetingAnswers(tx, body.meetingId, body.applicationId);
  });
}

/** A page of one side's note versions, newest first, for whoever may read the note; says whether they may restore. */
export async function meetingSurveyVersions(
  ctx: AppContext,
  actor: Actor,
  query: Note & { page: number; size: number },
) {
  const { row, standing } = await loadMeetingSide(ctx, actor, query.meetingId, query.applicationId, "read");
  const { rows, total } = await repo.noteVersions(
    ctx.db,
    query.meetingId,
    query.applicationId,
    query.page,
    query.size,
  );
  const versions = rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
  return {
    ...toPage(versions, total, query.page, query.size),
    timeZone: row.event.timeZone,
    canRestore: mayOnNote(standing, "restore"),
  };
}

/**
 * Makes an earlier version the current note again, as a new version (so the restore itself can be undone). For
 * the note's owners only; 409 when the version answers questions the side's counsel form no longer has.
 */
export async function restoreMeetingSurvey(ctx: AppContext, actor: Actor, body: Note & { version: number }) {
  const { meeting, formId, standing } = await loadMeetingSide(
    ctx,
    actor,
    body.meetingId,
    body.applicationId,
    "restore",
  );
  if (!mayWriteNote(meeting, ctx.now())) throw new Conflict("survey.meetingNotHeld");
  return ctx.db.transaction(async (tx) => {
    await repo.lockApplication(tx, body.applicationId);
    const chosen = await repo.findVersion(tx, body.meetingId, body.applicationId, body.version);
    if (!chosen) throw new NotFound("survey.versionNotFound");
    await checkAnswers(tx, formId, chosen.answers).catch((error: unknown) => {
      throw error instanceof Invalid ? new Conflict("survey.versionOutdated") : error;
    });
    const existing = await repo.meetingAnswers(tx, body.meetingId, body.applicationId);
    await assertSurveyFiles(
      tx,
      actor,
      body.applicationId,
      chosen.answers,
      await heldByNote(tx, body, existing),
    );
    const by = { userId: actor.userId, role: saverRoleOf(standing), restoredFrom: body.version };
    const note = { meetingId: body.meetingId, applicationId: body.applicationId };
    await writeNote(tx, ctx, note, existing, chosen.answers, by);
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
  await checkAnswers(ctx.db, row.subEvent.sellerSurveyForm, body.postSurveys);
  return ctx.db.transaction(async (tx) => {
    await repo.lockApplication(tx, body.applicationId);
    const existing = await repo.postAnswers(tx, body.applicationId);
    if (!replace && existing.length > 0) throw new Conflict("meetings.error.surveyExists");
    await assertSurveyFiles(tx, actor, body.applicationId, body.postSurveys, existing);
    await repo.replacePostAnswers(tx, body.applicationId, body.postSurveys);
    return repo.postAnswers(tx, body.applicationId);
  });
}
