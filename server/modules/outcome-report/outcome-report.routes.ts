import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { hostOutcomeReport, hostOutcomeReportPdf, hostOutcomeReportXlsx } from "../../../shared/contract";
import type { Language } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import { NotFound } from "../../http/errors";
import { registerCall } from "../../http/route";
import { validPrintLink } from "../printing/printing.links";
import * as service from "./outcome-report.service";
import { reportWorkbook } from "./outcome-report.xlsx";

const fileHeaders = (type: string, name: string) => ({
  "content-type": type,
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function registerOutcomeReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, hostOutcomeReport, ({ actor, params, query, language }) =>
    service.report(ctx, actor, params.eventId, query.subEventId, language),
  );
  registerCall(app, hostOutcomeReportXlsx, ({ actor, params, query }) =>
    service.exportLink(ctx, actor, params.eventId, query, "xlsx"),
  );
  registerCall(app, hostOutcomeReportPdf, ({ actor, params, query }) =>
    service.exportLink(ctx, actor, params.eventId, query, "pdf"),
  );

  // The files themselves, behind their signed links (the link is the capability).
  app.get("/api/reports/:eventId/:scope/:file", async (request, reply) => {
    const p = request.params as { eventId: string; scope: string; file: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const match = /^(ko|en|zh)\.(xlsx|pdf)$/.exec(p.file);
    const eventId = Number(p.eventId);
    const subEventId = p.scope === "all" ? null : Number(p.scope);
    if (!match || !Number.isInteger(eventId) || (subEventId !== null && !Number.isInteger(subEventId)))
      throw new NotFound("outcomeReport.error.linkExpired");
    const lang = match[1] as Language;
    const kind = match[2] as service.ExportKind;
    if (!validPrintLink(ctx, service.exportRel(eventId, subEventId, lang, kind), exp, sig))
      throw new NotFound("outcomeReport.error.linkExpired");
    const event = await service.eventOfLink(ctx, eventId);
    const report = await service.readReport(ctx, event, subEventId, lang);
    const name = `outcome-report-${eventId}${subEventId === null ? "" : `-${subEventId}`}-${lang}.${kind}`;
    if (kind === "xlsx")
      return reply.headers(fileHeaders(XLSX, name)).send(await reportWorkbook(report, lang));
    // A report is a few hundred KB: read whole before the temporary file goes.
    const pdf = await service.withReportPdf(ctx, report, lang, (file) => readFile(file));
    return reply.headers(fileHeaders("application/pdf", name)).send(pdf);
  });
}
