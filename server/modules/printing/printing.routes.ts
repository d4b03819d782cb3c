import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { getMyAgenda, hostPrintJob, hostPrintJobs, hostStartPrint } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { registerCall } from "../../http/route";
import { renderAgendas } from "../../pdf/agendas";
import * as badges from "../badges/badges.repository";
import { signerOf } from "../badges/badges.service";
import { qrPayload } from "../badges/badges.sign";
import { agendaDocs } from "./agenda";
import { validPrintLink } from "./printing.links";
import * as repo from "./printing.repository";
import * as service from "./printing.service";

const pdfHeaders = (name: string) => ({
  "content-type": "application/pdf",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
});

export function registerPrintingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostStartPrint, async ({ actor, params, body, reply }) => {
    const job = await service.startPrint(ctx, actor, params.eventId, body);
    reply.status(201);
    return job;
  });
  registerCall(app, hostPrintJob, ({ actor, params }) => service.printJob(ctx, actor, params.jobId));
  registerCall(app, hostPrintJobs, ({ actor, params }) => service.printJobs(ctx, actor, params.eventId));
  registerCall(app, getMyAgenda, ({ actor, params, query }) =>
    service.myAgenda(ctx, actor, params.eventId, query.lang),
  );

  // The documents themselves, behind their signed links (the link is the capability).
  app.get("/api/prints/:jobId.pdf", async (request, reply) => {
    const { jobId } = request.params as { jobId: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const id = Number(jobId);
    if (!Number.isInteger(id) || !validPrintLink(ctx, `prints/${jobId}.pdf`, exp, sig))
      throw new NotFound("printing.error.linkExpired");
    const job = await repo.findJob(ctx.db, id);
    const pdf = job?.status === "done" ? await ctx.prints.get(service.printKey(id)) : undefined;
    if (!job || !pdf) throw new NotFound("printing.error.jobNotFound");
    return reply
      .headers({ ...pdfHeaders(`bizmeet-${job.kind}-${job.id}.pdf`), "content-length": pdf.size })
      .send(pdf.stream);
  });
  app.get("/api/agendas/:eventId/:userId/:lang.pdf", async (request, reply) => {
    const p = request.params as { eventId: string; userId: string; lang: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const lang = p.lang === "en" || p.lang === "zh" ? p.lang : "ko";
    if (!validPrintLink(ctx, `agendas/${p.eventId}/${p.userId}/${p.lang}.pdf`, exp, sig))
      throw new NotFound("printing.error.linkExpired");
    const eventId = Number(p.eventId);
    const userId = Number(p.userId);
    await badges.ensureBadges(ctx.db, eventId);
    const badge = await badges.liveBadgeOfUser(ctx.db, eventId, userId);
    const docs = await agendaDocs(ctx.db, eventId, {
      userId,
      lang,
      order: "company",
      qrOf: async () => (badge ? qrPayload(signerOf(ctx), badge.id) : ""),
    });
    if (docs.length === 0) throw new NotFound("printing.error.noAgenda");
    const out = new PassThrough();
    renderAgendas(out, docs).catch((error) => out.destroy(error));
    return reply.headers(pdfHeaders(`agenda-${eventId}.pdf`)).send(out);
  });
}
