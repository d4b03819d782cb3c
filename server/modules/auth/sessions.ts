import { randomUUID } from "node:crypto";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { type SessionActor, TOKEN_LIFETIME_S } from "../../http/auth";
import * as repo from "./sessions.repository";

/**
 * Opens a session for the user and answers its signed token. Written through `db` (a transaction's handle
 * when the account is created in the same transaction).
 */
export async function issueToken(
  ctx: AppContext,
  user: { id: number; role: "USER" | "ADMIN"; tokenVersion: number },
  db: DbOrTx = ctx.db,
): Promise<string> {
  const sessionId = randomUUID();
  await repo.insertSession(db, {
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_S * 1000),
  });
  return ctx.tokens.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion, sessionId });
}

/**
 * The actor of a verified token while its session lives: not revoked, same account, and the account's token
 * version unchanged (a password change or "log out everywhere" ends every session). The role is the
 * account's current one, not the token's.
 */
export async function liveActor(ctx: AppContext, actor: SessionActor): Promise<SessionActor | undefined> {
  const session = await repo.findSession(ctx.db, actor.sessionId);
  if (!session || session.userId !== actor.userId || session.revokedAt !== null) return undefined;
  if (session.tokenVersion !== actor.tokenVersion) return undefined;
  return { ...actor, role: session.role };
}

/** Ends the caller's session: its token stops working and its live connections are dropped. */
export async function logout(ctx: AppContext, actor: SessionActor): Promise<void> {
  await repo.revokeSession(ctx.db, actor.userId, actor.sessionId, ctx.now());
  await ctx.realtime.dropSession(actor.sessionId);
}

/** Ends every session of the caller (every device), with their live connections. */
export async function logoutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction((tx) => repo.revokeAllSessions(tx, userId, ctx.now()));
  await ctx.realtime.dropUser(userId);
}
