import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCall } from "../../shared/contract";
import { installErrorHandler } from "./error-handler";
import { registerCall } from "./route";
import { installStatusGuard } from "./statuses";

const call = defineCall({
  method: "GET",
  path: "/api/probe",
  summary: "probe",
  tag: "test",
  auth: "none",
  query: z.object({ n: z.coerce.number().int() }),
  errors: [404],
  response: z.object({ approval: z.enum(["approval", "waiting"]) }),
});

async function appAnswering(answer: () => Promise<unknown>, strict = true) {
  const app = Fastify();
  app.decorateRequest("language", "en");
  installStatusGuard(app, [call], strict);
  installErrorHandler(app);
  registerCall(app, call, answer as never);
  await app.ready();
  return app;
}

describe("registerCall", () => {
  it("answers 500, not 400, when its own answer does not match the call's response schema", async () => {
    const app = await appAnswering(async () => ({ approval: "approved" }));
    const res = await app.inject({ url: "/api/probe?n=1" });
    expect(res.statusCode).toBe(500);
    // the caller's mistakes stay 400
    expect((await app.inject({ url: "/api/probe?n=x" })).statusCode).toBe(400);
  });
});

describe("the status guard", () => {
  it("refuses (strict) or lets through (logged) a status the call does not declare", async () => {
    const { Conflict, NotFound } = await import("./errors");
    const conflict = async () => {
      throw new Conflict("common.badRequest");
    };
    const strict = await appAnswering(conflict);
    const res = await strict.inject({ url: "/api/probe?n=1" });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toContain("GET /api/probe answered 409");
    expect((await (await appAnswering(conflict, false)).inject({ url: "/api/probe?n=1" })).statusCode).toBe(
      409,
    );
    const notFound = await appAnswering(async () => {
      throw new NotFound();
    });
    expect((await notFound.inject({ url: "/api/probe?n=1" })).statusCode).toBe(404);
  });
});
