/**
 * The outcome report (issue 30, part 5): read for the host, and its spreadsheet and PDF behind signed links
 * (the link is the capability, as the printed PDFs': a browser download carries no Authorization header).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { TOutcomeReport } from "../../../shared/contract";
import type { Language } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { renderInWorker } from "../../pdf/worker";
import { countGroups } from "../checkin/checkin.repository";
import { signedPrintPath } from "../printing/printing.links";
import { buildReport, type ReportInput } from "./outcome-report.build";
import { memo } from "./outcome-report.memo";
import { mayReadReport, maySeeEvent } from "./outcome-report.policy";
import * as repo from "./outcome-report.repository";

/** Loads the event the actor may read the report of: 404 when hidden or when the sub-event is not its; 403 else. */
async function requireReportReader(ctx: AppContext, actor: Actor, eventId: number) {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || !maySeeEvent(actor, event)) throw new NotFound("outcomeReport.error.eventNotFound");
  if (!mayReadReport(actor, event)) throw new Forbidden();
  return event;
}

/** Slots of meetings read per query (buildReport adds the parts' rows up). */
const SLOTS_PER_PART = 12;

type ReportRows = Omit<ReportInput, "event" | "subEventId" | "subEvents" | "lang">;

/** The aggregated rows of a scope, as of ctx.now(), read now (the memo below is the way in; bench:report times this). */
export async function loadRows(
  ctx: AppContext,
  eventId: number,
  subEventId: number | null,
): Promise<ReportRows> {
  const now = ctx.now();
  const cuts = await repo.partStarts(ctx.db, eventId, subEventId, SLOTS_PER_PART);
  const groups: Awaited<ReturnType<typeof repo.meetingGroups>> = [];
  for (let i = 0; i <= cuts.length; i++) {
    const range = { from: cuts[i - 1] ?? null, to: cuts[i] ?? null };
    groups.push(...(await repo.meetingGroups(ctx.db, eventId, subEventId, now, range)));
  }
  const [checkinGroups, quarters, questions, answers] = await Promise.all([
    countGroups(ctx.db, eventId, "entrance", subEventId),
    repo.checkinQuarters(ctx.db, eventId, subEventId),
    repo.counselQuestions(ctx.db, eventId, subEventId),
    repo.surveyAnswers(ctx.db, eventId, subEventId),
  ]);
  const checkedIn = checkinGroups.reduce((sum, g) => sum + g.checkedIn, 0);
  const expected = checkinGroups.reduce((sum, g) => sum + g.expected, 0);
  return { now, groups, checkins: { checkedIn, expected, quarters }, questions, answers };
}

/** One memo of rows per application context (a test file may start several). */
const memos = new WeakMap<AppContext, ReturnType<typeof memo<ReportRows>>>();
function rowsOf(ctx: AppContext, eventId: number, subEventId: number | null): Promise<ReportRows> {
  let m = memos.get(ctx);
  if (!m) {
    m = memo(
      (key) => {
        const [event, sub] = key.split(":");
        return loadRows(ctx, Number(event), sub === "all" ? null : Number(sub));
      },
      () => ctx.now().getTime(),
    );
    memos.set(ctx, m);
  }
  return m.get(`${eventId}:${subEventId ?? "all"}`);
}

/** The report of an event or sub-event, labels in `lang` (rows at most a few seconds old, see the memo). */
export async function readReport(
  ctx: AppContext,
  event: NonNullable<Awaited<ReturnType<typeof repo.findEvent>>>,
  subEventId: number | null,
  lang: Language,
): Promise<TOutcomeReport> {
  const subEvents = await repo.subEventsOf(ctx.db, event.id);
  if (subEventId !== null && !subEvents.some((s) => s.id === subEventId))
    throw new NotFound("outcomeReport.error.subEventNotFound");
  const rows = await rowsOf(ctx, event.id, subEventId);
  return buildReport({ event, subEventId, subEvents, lang, ...rows });
}

export async function report(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  subEventId: number | undefined,
  lang: Language,
): Promise<TOutcomeReport> {
  const event = await requireReportReader(ctx, actor, eventId);
  return readReport(ctx, event, subEventId ?? null, lang);
}

export type ExportKind = "xlsx" | "pdf";

/** The path of an export below /api/ (signed): the scope and the language are part of what is signed. */
export const exportRel = (eventId: number, subEventId: number | null, lang: Language, kind: ExportKind) =>
  `reports/${eventId}/${subEventId ?? "all"}/${lang}.${kind}`;

/** A signed link (30 minutes) to the report's spreadsheet or PDF, for the host. */
export async function exportLink(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  query: { subEventId?: number; lang: Language },
  kind: ExportKind,
): Promise<{ url: string }> {
  const event = await requireReportReader(ctx, actor, eventId);
  const subEventId = query.subEventId ?? null;
  const subs = await repo.subEventsOf(ctx.db, event.id);
  if (subEventId !== null && !subs.some((s) => s.id === subEventId))
    throw new NotFound("outcomeReport.error.subEventNotFound");
  return { url: signedPrintPath(ctx, exportRel(eventId, subEventId, query.lang, kind)) };
}

/** The event of a signed export link (the link was checked): 404 when it is gone. */
export async function eventOfLink(ctx: AppContext, eventId: number) {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event) throw new NotFound("outcomeReport.error.eventNotFound");
  return event;
}

/**
 * The report's PDF, made in the PDF worker thread (the charts' SVG rendering and the layout stay off the web
 * process's event loop) into a temporary file; `use` reads it before it is removed.
 */
export async function withReportPdf<T>(
  ctx: AppContext,
  report: TOutcomeReport,
  lang: Language,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = path.join(ctx.config.dataDir, "reports");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.pdf`);
  try {
    await renderInWorker({ kind: "outcomeReport", docs: [{ lang, report }] }, file);
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}
