import type { FastifyInstance, FastifyReply } from "fastify";
import {
  changePwd,
  findEmailByCode,
  findUserEmail,
  login,
  postPwdCode,
  register,
  updatePassword,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import * as service from "./auth.service";

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
  registerCall(app, updatePassword, async ({ actor, body }) => {
    await service.changeOwnPassword(ctx, actor, body.password, body.newPassword);
    return { ok: true };
  });
  registerCall(app, postPwdCode, async ({ body, language }) => {
    await service.sendResetCode(ctx, body.email, body.language ?? language);
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
