import type {
  TAddManagerBody,
  TApplicationPerson,
  TInvitation,
  TManagerInvite,
} from "../../../shared/contract";
import { type Language, translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, Invalid, NotFound } from "../../http/errors";
import { findApplicationOfUser } from "../access/access.repository";
import { rightsChanged } from "../access/access.service";
import { hashCode, newCode } from "../auth/passwords";
import { queueMail, textToHtml } from "../mail/mail.service";
import * as users from "../users/users.repository";
import { presentCard } from "../workspace/workspace.presenter";
import * as workspace from "../workspace/workspace.repository";
import { loadApplicationFor } from "../workspace/workspace.service";
import { canDeleteManager, canInvite, canReadInvites } from "./managers.policy";
import * as repo from "./managers.repository";

/** Invitations per application (accepted or pending): a cap so the invite mail cannot be used to spam. */
export const MAX_INVITES = 50;

/** An invitation link works for 14 days after it was issued. */
export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

function presentInvite(row: repo.ManagerRow): TManagerInvite {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    position: row.position,
    countryNumber: row.countryNumber,
    phoneNumber: row.phoneNumber,
    applicationId: row.applicationId,
    subEventId: row.subEventId,
    used: row.used,
    modifiedDate: row.modifiedDate.toISOString(),
  };
}

/** The main applicant (admin) and the accepted colleagues of an application. */
export async function people(
  ctx: AppContext,
  actor: Actor,
  applicationId: number,
): Promise<TApplicationPerson[]> {
  const { application, card, role } = await loadApplicationFor(ctx, actor, applicationId);
  if (!role) throw new Forbidden();
  const main = presentCard(card ?? (await workspace.latestCardOfUser(ctx.db, application.applicantId)));
  const colleagues = (await repo.invitesOf(ctx.db, applicationId)).filter((m) => m.used === "Y");
  return [
    { id: null, userId: application.applicantId, ...main, admin: true },
    ...colleagues.map((m) => ({
      id: m.id,
      userId: m.userId,
      name: m.name,
      company: m.company,
      email: m.email,
      position: m.position,
      countryNumber: m.countryNumber,
      phoneNumber: m.phoneNumber,
      admin: false,
    })),
  ];
}

/** Invites a colleague (main applicant only) and queues the mail with the link in the same transaction. */
export async function invite(
  ctx: AppContext,
  actor: Actor,
  body: TAddManagerBody,
  language: Language,
): Promise<TManagerInvite> {
  const { application, card, subEvent, role } = await loadApplicationFor(ctx, actor, body.applicationId);
  if (!canInvite(role)) throw new Forbidden();
  if (application.subEventId !== body.subEventId) throw new Invalid("manager.wrongSubEvent");
  const owner = await users.findUserById(ctx.db, application.applicantId);
  const email = body.email.toLowerCase();
  if (owner?.email.toLowerCase() === email || card?.email.toLowerCase() === email)
    throw new Conflict("manager.duplicate");
  if ((await repo.invitesOf(ctx.db, application.id)).length >= MAX_INVITES)
    throw new Conflict("manager.tooMany");
  const code = newCode();
  const link = `${ctx.config.publicUrl}/managerRegit/${code}`;
  const invited = await users.findUserByEmail(ctx.db, email);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertInvite(tx, {
      applicationId: application.id,
      subEventId: application.subEventId,
      invitedById: actor.userId,
      name: body.name,
      company: body.company,
      email,
      position: body.position,
      countryNumber: body.countryNumber,
      phoneNumber: body.phoneNumber,
      codeHash: hashCode(code),
      createdDate: now,
      modifiedDate: now,
    });
    if (!row) throw new Conflict("manager.duplicate");
    const subEventName = (language === "ko" ? subEvent.name : subEvent.nameEn) || subEvent.name;
    const text = translate("manager.inviteBody", language, {
      name: body.name,
      inviter: owner?.name ?? "",
      company: application.name || card?.company || "",
      subEvent: subEventName,
      link,
    });
    await queueMail(tx, {
      to: email,
      subject: translate("manager.inviteSubject", language, { subEvent: subEventName }),
      text,
      mailbox: {
        toUserId: invited?.id ?? null,
        subEventId: application.subEventId,
        code: "managerInvite",
        content: textToHtml(text),
        createdUserId: actor.userId,
      },
    });
    return presentInvite(row);
  });
}

/** The invitations of an application (the added list): its main applicant and the host. */
export async function invites(ctx: AppContext, actor: Actor, subEventId: number, applicationId: number) {
  const { application, role } = await loadApplicationFor(ctx, actor, applicationId);
  if (application.subEventId !== subEventId) throw new NotFound("workspace.applicationNotFound");
  if (!canReadInvites(role)) throw new Forbidden();
  return (await repo.invitesOf(ctx.db, applicationId)).map(presentInvite);
}

async function usableInvite(ctx: AppContext, code: string) {
  const row = await repo.findInviteByCodeHash(ctx.db, hashCode(code));
  if (!row || row.invite.used === "Y") throw new NotFound("manager.inviteNotFound");
  if (ctx.now().getTime() - row.invite.modifiedDate.getTime() > INVITE_LIFETIME_MS)
    throw new NotFound("manager.inviteExpired");
  return row;
}

/** Resolves an invitation for the landing page (sign-up when the address has no account, else login). */
export async function resolve(ctx: AppContext, code: string): Promise<TInvitation> {
  const { invite: row, subEvent, inviterCompany } = await usableInvite(ctx, code);
  const user = await users.findUserByEmail(ctx.db, row.email);
  return {
    code,
    inviterCompany,
    email: row.email,
    name: row.name,
    position: row.position,
    company: row.company,
    countryNumber: row.countryNumber,
    phoneNumber: row.phoneNumber,
    subEventId: row.subEventId,
    eventId: subEvent.eventId,
    subEventName: subEvent.name,
    subEventNameEn: subEvent.nameEn,
    userExist: user ? "Y" : "N",
  };
}

/** Accepts an invitation as the signed-in user holding the invited address. */
export async function accept(ctx: AppContext, actor: Actor, code: string) {
  const { invite: row } = await usableInvite(ctx, code);
  const user = await users.findUserById(ctx.db, actor.userId);
  if (!user || user.email.toLowerCase() !== row.email.toLowerCase())
    throw new Forbidden("manager.otherAddress");
  if (await findApplicationOfUser(ctx.db, row.subEventId, actor.userId))
    throw new Conflict("manager.alreadyParticipant");
  const accepted = await repo.markAccepted(ctx.db, row.id, actor.userId, ctx.now());
  if (!accepted) throw new NotFound("manager.inviteNotFound");
  return { subEventId: accepted.subEventId, applicationId: accepted.applicationId };
}

/** Deletes colleagues of application `id` by the rules of managers.policy. */
export async function remove(ctx: AppContext, actor: Actor, applicationId: number, ids: number[]) {
  const { application, role } = await loadApplicationFor(ctx, actor, applicationId);
  if (!role || role === "participant") throw new Forbidden();
  const rows = await repo.findByIds(ctx.db, ids);
  if (rows.length !== new Set(ids).size || rows.some((r) => r.applicationId !== applicationId))
    throw new NotFound("manager.notFound");
  if (!rows.every((r) => canDeleteManager(role, r, application))) throw new Forbidden();
  await repo.deleteByIds(ctx.db, applicationId, ids);
  await rightsChanged(
    ctx,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  return { ok: true };
}
