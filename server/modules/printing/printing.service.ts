/**
 * The PDFs of the event day: the host starts one (badges, agendas, table cards); a worker thread makes it while
 * the job's row tells the page its progress; the file is served through a signed link that expires (only the
 * event's managers get one). A participant gets their own agenda the same way, made on request.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { TPrintJob, TPrintRequest } from "../../../shared/contract";
import { translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { NotFound } from "../../http/errors";
import type { BadgeCard, PdfLang, TableCard } from "../../pdf/types";
import { renderInWorker } from "../../pdf/worker";
import { badgePrintPages } from "../badges/badges.print";
import * as badges from "../badges/badges.repository";
import { requireEventManager, signerOf } from "../badges/badges.service";
import { qrPayload } from "../badges/badges.sign";
import { listActivePlaces } from "../places/places.repository";
import { agendaDocs } from "./agenda";
import { agendaPeople } from "./agenda.repository";
import { placeQr, signedPrintPath } from "./printing.links";
import * as repo from "./printing.repository";
import { subEventOfEvent } from "./printing.repository";

/** A job's PDF in the prints store (`DATA_DIR/prints/<job>.pdf` on disk, `prints/<job>.pdf` in a bucket). */
export const printKey = (jobId: number) => `${jobId}.pdf`;

function present(ctx: AppContext, job: repo.PrintJobRow): TPrintJob {
  return {
    id: job.id,
    eventId: job.eventId,
    kind: job.kind,
    status: job.status,
    done: job.done,
    total: job.total,
    bytes: job.bytes,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    downloadUrl: job.status === "done" ? signedPrintPath(ctx, `prints/${job.id}.pdf`) : null,
  };
}

/** Badge cards of the request, role words in the event's language (Korean). */
async function* badgeCards(ctx: AppContext, eventId: number, r: Extract<TPrintRequest, { kind: "badges" }>) {
  for await (const page of badgePrintPages(ctx, eventId, r)) {
    for (const b of page) yield { ...b, role: translate(`badges.role.${b.role}`, "ko") } satisfies BadgeCard;
  }
}

async function tableCards(ctx: AppContext, eventId: number, subEventId: number): Promise<TableCard[]> {
  const sub = await subEventOfEvent(ctx.db, eventId, subEventId);
  if (!sub) throw new NotFound("printing.error.subEventNotFound");
  const places = await listActivePlaces(ctx.db, subEventId);
  return places
    .filter((p) => p.kind !== "booth" || p.applicationId === null)
    .map((p) => ({
      name: `${translate(`meetings.placeKind.${p.kind}`, "ko")} ${p.name}`,
      zone: p.zone,
      qr: placeQr(ctx, p.id),
      eventName: sub.eventName,
      subEventName: sub.subEventName,
    }));
}

/** The badge QR of each person of the event (badges created first). */
async function qrOfPeople(ctx: AppContext, eventId: number) {
  await badges.ensureBadges(ctx.db, eventId);
  const sign = signerOf(ctx);
  return async (userId: number) => {
    const badge = await badges.liveBadgeOfUser(ctx.db, eventId, userId);
    return badge ? qrPayload(sign, badge.id) : "";
  };
}

/** Makes the job's PDF; the row follows its progress and says how it ended. */
async function run(ctx: AppContext, job: repo.PrintJobRow, r: TPrintRequest): Promise<void> {
  let last = 0;
  const progress = (done: number, total: number) => {
    if (Date.now() - last < 300) return;
    last = Date.now();
    repo.setProgress(ctx.db, job.id, done, total).catch(() => undefined);
  };
  // the thread writes a local scratch file; the finished PDF then goes to the store every process reads
  const scratch = path.join(ctx.config.dataDir, "tmp");
  const out = path.join(scratch, `print-${job.id}-${randomUUID()}.pdf`);
  try {
    await mkdir(scratch, { recursive: true });
    const result =
      r.kind === "badges"
        ? await renderInWorker(
            { kind: "badges", size: r.size, cards: badgeCards(ctx, job.eventId, r) },
            out,
            progress,
          )
        : r.kind === "tableCards"
          ? await renderInWorker(
              { kind: "tableCards", cards: await tableCards(ctx, job.eventId, r.subEventId) },
              out,
              progress,
            )
          : await renderInWorker(
              {
                kind: "agendas",
                docs: await agendaDocs(ctx.db, job.eventId, {
                  order: r.order,
                  ...(r.lang ? { lang: r.lang } : {}),
                  ...(r.userId ? { userId: r.userId } : {}),
                  qrOf: await qrOfPeople(ctx, job.eventId),
                }),
              },
              out,
              progress,
            );
    const size = await ctx.prints.putFile(printKey(job.id), out);
    await repo.finishJob(ctx.db, job.id, { status: "done", done: result.items, bytes: size });
  } catch (error) {
    console.warn(`print job ${job.id} failed: ${error instanceof Error ? error.message : error}`);
    const key = error instanceof NotFound ? error.message : "printing.error.failed";
    await repo.finishJob(ctx.db, job.id, { status: "failed", error: key }).catch(() => undefined);
    await rm(out, { force: true });
  }
}

export async function startPrint(ctx: AppContext, actor: Actor, eventId: number, r: TPrintRequest) {
  await requireEventManager(ctx, actor, eventId);
  if (r.kind === "tableCards" && !(await subEventOfEvent(ctx.db, eventId, r.subEventId)))
    throw new NotFound("printing.error.subEventNotFound");
  const job = await repo.insertJob(ctx.db, { eventId, kind: r.kind, params: r, userId: actor.userId });
  void run(ctx, job, r);
  return present(ctx, job);
}

export async function printJob(ctx: AppContext, actor: Actor, jobId: number) {
  const job = await repo.findJob(ctx.db, jobId);
  if (!job) throw new NotFound("printing.error.jobNotFound");
  await requireEventManager(ctx, actor, job.eventId).catch(() => {
    throw new NotFound("printing.error.jobNotFound");
  });
  return present(ctx, job);
}

export async function printJobs(ctx: AppContext, actor: Actor, eventId: number) {
  await requireEventManager(ctx, actor, eventId);
  return (await repo.latestJobs(ctx.db, eventId)).map((j) => present(ctx, j));
}

/** A link to the caller's own agenda (404 when they have no part in the event). */
export async function myAgenda(ctx: AppContext, actor: Actor, eventId: number, lang: PdfLang) {
  const people = await agendaPeople(ctx.db, eventId, actor.userId);
  if (people.length === 0) throw new NotFound("printing.error.noAgenda");
  return { url: signedPrintPath(ctx, `agendas/${eventId}/${actor.userId}/${lang}.pdf`) };
}
