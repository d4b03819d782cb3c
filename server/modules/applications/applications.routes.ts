import type { FastifyInstance } from "fastify";
import {
  changeApplicationFormAnswers,
  checkEvent,
  createApplication,
  getProductList,
  keywordPath,
  listFormAnswers,
  listKeywords,
  noneLoginCreateApplication,
  onSiteRegister,
  subEventApplication,
  subEventApplicationKeywords,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import { registerCall } from "../../http/route";
import { issueToken } from "../auth/sessions";
import * as answers from "./answers.service";
import * as service from "./applications.service";

function created(application: { id: number; subEventId: number; approval: string; method: string }) {
  return {
    id: application.id,
    subEventId: application.subEventId,
    approval: application.approval as "waiting",
    method: application.method as "pre",
  };
}

export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, createApplication, async ({ actor, body, language, reply }) => {
    reply.status(201);
    return created(await service.apply(ctx, actor, body, language));
  });
  registerCall(app, noneLoginCreateApplication, async ({ body, language, reply }) => {
    const { application, account } = await service.applyWithoutLogin(ctx, body, language);
    const token = await issueToken(ctx, account.user);
    reply.status(201);
    reply.header("authorization", `Bearer ${token}`);
    reply.header("userid", String(account.user.id));
    return {
      ...created(application),
      email: account.user.email,
      temporaryPW: account.temporaryPW,
      temporaryCode: account.temporaryCode,
    };
  });
  registerCall(app, onSiteRegister, async ({ body, language, reply }) => {
    reply.status(201);
    return service.registerOnSite(ctx, body, language);
  });
  registerCall(app, checkEvent, ({ actor, query }) =>
    service.checkEvent(ctx, actor, query.subEventId, query.attendeeType),
  );
  registerCall(app, subEventApplication, ({ actor, query }) =>
    answers.myApplication(ctx, actor, query.subEventId),
  );
  registerCall(app, changeApplicationFormAnswers, ({ actor, body }) =>
    answers.changeAnswers(ctx, actor, body),
  );
  registerCall(app, listFormAnswers, ({ actor, query }) =>
    answers.formAnswers(ctx, actor, query.applicationId),
  );
  registerCall(app, getProductList, ({ actor, query }) => answers.products(ctx, actor, query));
  registerCall(app, listKeywords, ({ actor, query }) =>
    answers.subEventKeywords(ctx, actor, query.subEventId),
  );
  registerCall(app, subEventApplicationKeywords, ({ actor, query }) =>
    answers.keywordsInUse(ctx, actor, query.subEventId),
  );
  registerCall(app, keywordPath, ({ actor, query }) =>
    answers.applicationKeywords(ctx, actor, query.applicationId),
  );
}
