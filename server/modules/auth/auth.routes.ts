import type { FastifyInstance, FastifyReply } from "fastify";
import {
  changePwd,
  findEmailByCode,
  findUserEmail,
  login,
  logout,
  logoutEverywhere,
  postPwdCode,
  register,
  updatePassword,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./auth.service";
import * as sessions from "./sessions";

/** The spec's header contract: `authorization` carries the token, `userid` the user's id. */
function sendSession(reply: FastifyReply, session: service.Session) {
  reply.header("authorization", `Bearer ${session.token}`);
  reply.header("userid", String(session.user.id));
  return session.user;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, register, async ({ body, reply }) => {
    reply.status(201);
    return sendSession(reply, await service.registerUser(ctx, body));
  });
  registerCall(app, login, async ({ body, reply, request }) =>
    sendSession(reply, await service.login(ctx, body.email, body.password, request.ip)),
  );
  registerCall(app, updatePassword, async ({ actor, body, reply }) => {
    const token = await service.changeOwnPassword(ctx, actor, body.password, body.newPassword);
    reply.header("authorization", `Bearer ${token}`);
    reply.header("userid", String(actor.userId));
    return { ok: true };
  });
  registerCall(app, logout, async ({ actor }) => {
    await sessions.logout(ctx, actor);
    return { ok: true };
  });
  registerCall(app, logoutEverywhere, async ({ actor }) => {
    await sessions.logoutEverywhere(ctx, actor.userId);
    return { ok: true };
  });
  registerCall(app, postPwdCode, async ({ body, language, request }) => {
    await service.sendResetCode(ctx, body.email, body.language ?? language, request.ip);
    return { ok: true };
  });
  registerCall(app, findEmailByCode, async ({ query }) => ({
    email: await service.emailForCode(ctx, query.code),
  }));
  registerCall(app, changePwd, async ({ body }) => {
    await service.resetPassword(ctx, body.code, body.password);
    return { ok: true };
  });
  registerCall(app, findUserEmail, async ({ query }) => ({
    email: await service.findMaskedEmail(ctx, query.name, query.phoneNumber),
  }));
}
