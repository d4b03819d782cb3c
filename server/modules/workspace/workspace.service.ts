import {
  type Page,
  type TCompanyDetail,
  type TMyPlace,
  type TParticipantRow,
  toPage,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, NotFound } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { findSubEventWithEvent } from "../access/access.repository";
import {
  loadSubEventAccess,
  peopleOfApplications,
  readBesideCheck,
  requireParticipantOrManagerGate,
  rightsChanged,
} from "../access/access.service";
import { roomsClosing } from "../chat/chat.notify";
import { isInterpreterOf } from "../interpreters/interpreters.repository";
import { meetingsOpen } from "../meetings/meetings.policy";
import { canDeleteApplication, seesPrivateFields, type ViewerRole, viewerRoleOf } from "./workspace.policy";
import { presentAnswer, presentApplicant, presentCard } from "./workspace.presenter";
import * as repo from "./workspace.repository";

/** Approved participants of a sub-event, for its approved participants (and colleagues) and the host. */
export async function participants(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  filter: repo.ParticipantFilter,
  page: number,
  size: number,
): Promise<Page<TParticipantRow>> {
  const check = requireParticipantOrManagerGate(ctx, actor, subEventId).catch(async (error) => {
    // the sub-event's interpreters read the list too (their workspace's participantsList)
    if (!(await isInterpreterOf(ctx.db, subEventId, actor.userId))) throw error;
  });
  const { rows, total } = await readBesideCheck(check, () =>
    repo.pageParticipants(ctx.db, subEventId, filter, page, size),
  );
  return toPage(rows, total, page, size);
}

/**
 * Loads an application the actor may see, with the actor's role towards it. Unknown ids are 404;
 * applications of hidden events are 404 too; others the actor may not see are 403.
 */
export async function loadApplicationFor(ctx: AppContext, actor: Actor, applicationId: number) {
  const row = await repo.findApplication(ctx.db, applicationId);
  if (!row) throw new NotFound("workspace.applicationNotFound");
  const access = await loadSubEventAccess(ctx, actor, row.application.subEventId);
  const role = viewerRoleOf(
    { actor, membership: access.membership, isManager: access.isManager },
    row.application,
  );
  return { ...row, access, role };
}

async function requireView(ctx: AppContext, actor: Actor, applicationId: number) {
  const loaded = await loadApplicationFor(ctx, actor, applicationId);
  // an interpreter of the sub-event reads approved companies as another participant does
  if (
    !loaded.role &&
    loaded.application.approval === "approval" &&
    (await isInterpreterOf(ctx.db, loaded.application.subEventId, actor.userId))
  )
    return { ...loaded, role: "participant" as ViewerRole };
  if (!loaded.role) throw new Forbidden();
  return { ...loaded, role: loaded.role as ViewerRole };
}

function formOf(
  subEvent: {
    sellerPartiForm: number | null;
    buyerPartiForm: number | null;
    boothPartiForm: number | null;
    visitorPartiForm: number | null;
    registerForm: number | null;
  },
  type: string,
): number | null {
  if (type === "seller") return subEvent.sellerPartiForm;
  if (type === "buyer") return subEvent.buyerPartiForm;
  if (type === "booth") return subEvent.boothPartiForm;
  return subEvent.visitorPartiForm ?? subEvent.registerForm;
}

/** The company page: card, type, category, keywords, note, answers (secret ones only to the company and host). */
export async function companyDetail(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
): Promise<TCompanyDetail> {
  const { application, card, subEvent, role } = await requireView(ctx, actor, applicationId);
  const formId = formOf(subEvent, application.type);
  const [keywords, answers, hasAdditional, fallbackCard] = await Promise.all([
    repo.keywordsOf(ctx.db, application.id),
    repo.answersOf(ctx.db, application.id),
    formId ? repo.hasAdditionalQuestions(ctx.db, formId) : Promise.resolve(false),
    card ? Promise.resolve(undefined) : repo.latestCardOfUser(ctx.db, application.applicantId),
  ]);
  const privateOk = seesPrivateFields(role);
  const businessCard = presentCard(card ?? fallbackCard);
  const visible = answers.filter((a) => privateOk || a.secret !== "Y").map(presentAnswer);
  return {
    id: application.id,
    subEventId: application.subEventId,
    applicantId: application.applicantId,
    type: application.type,
    approval: application.approval,
    reason: privateOk ? application.reason : "",
    companyName: application.name || businessCard.company,
    category: application.category,
    keyword: application.keyword,
    keywords,
    note: application.note,
    createdDate: application.createdDate.toISOString(),
    businessCard,
    hasAdditional,
    answers: visible,
    viewerRole: role,
    name: application.name || businessCard.company,
    method: application.method,
    meetingPreference: application.meetingPreference,
    meetingPurpose: application.meetingPurpose,
    applicants: [{ businessCard }],
    applicationFormAnswers: visible,
  };
}

/** An application with its business card (`GET /api/applicants`). */
export async function applicant(ctx: AppContext, actor: Actor, id: number) {
  const { application, card } = await requireView(ctx, actor, id);
  const fallback = card ? undefined : await repo.latestCardOfUser(ctx.db, application.applicantId);
  return presentApplicant(application, presentCard(card ?? fallback));
}

/** The caller's applications (own or as colleague) in an event's sub-events. */
export async function myApplicationsInEvent(ctx: AppContext, actor: Actor, eventId: number) {
  const rows = await repo.applicationsOfUserInEvent(ctx.db, eventId, actor.userId);
  return rows.map(({ application, subEvent }) => ({
    applicationId: application.id,
    subEventId: subEvent.id,
    subEventName: subEvent.name,
    subEventNameEn: subEvent.nameEn,
    category: subEvent.category,
    type: application.type,
    approval: application.approval,
    role: application.applicantId === actor.userId ? ("owner" as const) : ("colleague" as const),
  }));
}

/** Withdraws (owner, while waiting) or removes (host) an application. */
export async function removeApplication(ctx: AppContext, actor: Actor, id: number): Promise<{ ok: true }> {
  const { application, role } = await loadApplicationFor(ctx, actor, id);
  if (role === "owner" && application.approval !== "waiting") throw new Conflict("workspace.cannotWithdraw");
  if (!canDeleteApplication(role, application.approval)) throw new Forbidden();
  const people = await peopleOfApplications(ctx, [id]);
  const announceClosed = await roomsClosing(ctx, ctx.db, id);
  await repo.deleteApplication(ctx.db, id);
  await rightsChanged(ctx, people);
  announceClosed();
  return { ok: true };
}

/**
 * The caller's place in a sub-event (the workspace's gate and menu); 404 when they have none. `schedule`: the
 * meeting schedule is offered where meetings are booked, and wherever the application has meetings (a host may
 * arrange them in a sub-event without matching, like the demo's Video Meeting Lounge).
 */
export async function myPlace(ctx: AppContext, actor: Actor, subEventId: number): Promise<TMyPlace> {
  const row = await findSubEventWithEvent(ctx.db, subEventId);
  if (!row) throw new NotFound("subEvent.notFound");
  const access = await loadSubEventAccess(ctx, actor, subEventId);
  const isHost = canManageEvent(actor, row.event);
  const membership = access.membership;
  if (!membership) {
    if (!isHost) throw new NotFound("workspace.applicationNotFound");
    return { role: "host", application: null, managerId: null, isHost, schedule: false };
  }
  const { application, role } = membership;
  const record =
    role === "colleague" ? await repo.colleagueRecord(ctx.db, application.id, actor.userId) : undefined;
  return {
    role,
    application: {
      id: application.id,
      type: application.type,
      approval: application.approval,
      reason: application.reason,
      applicantId: application.applicantId,
    },
    managerId: record?.id ?? null,
    isHost,
    schedule: meetingsOpen(row.subEvent) || (await repo.hasMeetings(ctx.db, application.id)),
  };
}
