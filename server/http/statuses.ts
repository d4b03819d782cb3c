import type { FastifyInstance } from "fastify";
import { answerStatuses, type CallDef } from "../../shared/contract";

/**
 * The status guard: every answer of a contract call must carry a status the call declares (`answerStatuses`,
 * the same list the OpenAPI document publishes). `strict` (the tests) turns an undeclared one into a 500 that
 * names the call and the status, so the test that reached it fails; otherwise it is logged as an error and
 * answered as is. `statuses.unit.test.ts` checks the declarations against the routes' code before any run.
 */
export function installStatusGuard(app: FastifyInstance, calls: readonly CallDef[], strict: boolean): void {
  const declared = new Map<string, Set<number>>();
  for (const call of calls) {
    const { success, errors } = answerStatuses(call);
    declared.set(`${call.method} ${call.path}`, new Set<number>([success, ...errors]));
  }
  app.addHook("onSend", async (request, reply, payload) => {
    const statuses = declared.get(`${request.method} ${request.routeOptions.url}`);
    const status = reply.statusCode;
    if (!statuses || status >= 500 || statuses.has(status)) return payload;
    const detail = `${request.method} ${request.routeOptions.url} answered ${status}, which its contract call does not declare (shared/contract: errors)`;
    request.log.error({ status, answer: String(payload).slice(0, 200) }, detail);
    if (!strict) return payload;
    reply.status(500);
    return JSON.stringify({ detail, message: "common.serverError" });
  });
}
