import type { z } from "zod";
import type { register, TUser } from "../../../shared/contract";
import { type Language, translate } from "../../../shared/i18n";
import { maskEmail } from "../../../shared/validation/account";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from "../../http/errors";
import { queueMail } from "../mail/mail.service";
import { presentUser } from "../users/users.presenter";
import * as users from "../users/users.repository";
import * as repo from "./auth.repository";
import { burnVerify, hashCode, hashPassword, newCode, verifyPassword } from "./passwords";
import { issueToken } from "./sessions";

const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_ADDRESS = 50;
const RESET_CODE_LIFETIME_MS = 30 * 60_000;
const RESET_WINDOW_MS = 60 * 60_000;
const MAX_RESETS_PER_ADDRESS_TYPED = 3;
const MAX_RESETS_PER_CLIENT = 10;

export interface Session {
  user: TUser;
  token: string;
}

async function openSession(ctx: AppContext, userId: number): Promise<Session> {
  const user = await users.findUserById(ctx.db, userId);
  if (!user) throw new NotFound();
  const token = await issueToken(ctx, user);
  return { user: presentUser(user, await users.listCards(ctx.db, user.id)), token };
}

/** Signs up a USER (the role field is never trusted) with a first business card. */
export async function registerUser(ctx: AppContext, input: z.output<typeof register.body>): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const user = await users.insertUser(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      company: input.company,
      position: input.position,
      countryNumber: input.countryNumber,
      phoneNumber: input.phoneNumber,
      countryCode: input.countryCode,
      timeZone: input.timeZone,
      role: "USER",
    });
    if (!user) throw new Conflict("register.emailExists");
    const card = input.businessCards?.[0] ?? {};
    await users.insertCard(tx, {
      userId: user.id,
      company: card.company ?? input.company,
      name: card.name ?? input.name,
      position: card.position ?? input.position,
      email: card.email ?? input.email,
      countryNumber: card.countryNumber ?? input.countryNumber,
      phoneNumber: card.phoneNumber ?? input.phoneNumber,
    });
    return user.id;
  });
  return openSession(ctx, userId);
}

/** Checks the password, with failures limited per account and per client address. */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  clientIp: string,
): Promise<Session> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const accountKey = `account:${email.toLowerCase()}`;
  const addressKey = `address:${clientIp}`;
  const [accountFailures, addressFailures] = await Promise.all([
    repo.failureCount(ctx.db, accountKey, windowStart),
    repo.failureCount(ctx.db, addressKey, windowStart),
  ]);
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
    throw new TooManyRequests("login.tooManyAttempts");
  }
  const user = await users.findUserByEmail(ctx.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnVerify(password);
  if (!user || !ok) {
    await repo.recordFailure(ctx.db, accountKey, now, windowStart);
    await repo.recordFailure(ctx.db, addressKey, now, windowStart);
    throw new Forbidden("login.checkIdPassword");
  }
  await repo.clearFailures(ctx.db, accountKey);
  return openSession(ctx, user.id);
}

/**
 * Changes the caller's password. Every session of the account ends (a thief's copy of a token with them),
 * and the caller's device gets a new session, answered as its token.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  actor: Actor,
  current: string,
  next: string,
): Promise<string> {
  const user = await users.findUserById(ctx.db, actor.userId);
  if (!user) throw new NotFound();
  if (!(await verifyPassword(user.passwordHash, current))) throw new Invalid("changePassword.wrongCurrent");
  const tokenVersion = await users.updatePasswordHash(ctx.db, user.id, await hashPassword(next));
  // every session ended with the old version: their live connections too
  await ctx.realtime.dropUser(user.id);
  return issueToken(ctx, { id: user.id, role: user.role, tokenVersion });
}

/**
 * Mails a single-use reset link. The answer is the same for unknown addresses, so the call
 * cannot tell whether an account exists: the limits (3 an hour per address typed, 10 an hour per client)
 * count what was asked, not what was sent, and refuse the same way for both.
 */
export async function sendResetCode(
  ctx: AppContext,
  email: string,
  language: Language,
  clientIp: string,
): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - RESET_WINDOW_MS);
  const [forAddress, forClient] = await Promise.all([
    repo.countAttempt(ctx.db, `reset:${email.toLowerCase()}`, now, windowStart),
    repo.countAttempt(ctx.db, `reset-client:${clientIp}`, now, windowStart),
  ]);
  if (forAddress > MAX_RESETS_PER_ADDRESS_TYPED || forClient > MAX_RESETS_PER_CLIENT)
    throw new TooManyRequests("findUser.tooManyResets");
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) return;
  const code = newCode();
  const link = `${ctx.config.publicUrl}/auth/changePwd/${code}`;
  await ctx.db.transaction(async (tx) => {
    await repo.insertCode(tx, {
      codeHash: hashCode(code),
      userId: user.id,
      expiresAt: new Date(ctx.now().getTime() + RESET_CODE_LIFETIME_MS),
    });
    await queueMail(tx, {
      to: user.email,
      subject: translate("mail.resetSubject", language),
      text: translate("mail.resetBody", language, { name: user.name, link }),
    });
  });
}

async function usableCodeUser(ctx: AppContext, code: string) {
  const row = await repo.findUsableCode(ctx.db, hashCode(code), ctx.now());
  const user = row && (await users.findUserById(ctx.db, row.userId));
  if (!user) throw new NotFound("changePassword.couldNotFound");
  return user;
}

export async function emailForCode(ctx: AppContext, code: string): Promise<string> {
  return (await usableCodeUser(ctx, code)).email;
}

/** Sets the password for a reset code; the code works once. */
export async function resetPassword(ctx: AppContext, code: string, password: string): Promise<void> {
  const user = await usableCodeUser(ctx, code);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, hashCode(code), ctx.now())))
      throw new NotFound("changePassword.couldNotFound");
    await users.updatePasswordHash(tx, user.id, passwordHash);
  });
  await ctx.realtime.dropUser(user.id);
}

/** The masked sign-in address of the account with this name and phone number. */
export async function findMaskedEmail(ctx: AppContext, name: string, phone: string): Promise<string> {
  const [user] = await users.findUsersByNameAndPhone(ctx.db, name, phone);
  if (!user) throw new NotFound("findUser.notFound");
  return maskEmail(user.email);
}
