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
import type { ClaimedJob, JobKind } from "../../queue/executor";
import { enqueue, runHere } from "../../queue/launch";
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

/**
 * Makes the job's PDF; the row follows its progress and says how it ended, written in the transaction that
 * completes the queue's job (a worker that lost the job writes nothing).
 */
async function run(
  ctx: AppContext,
  job: repo.PrintJobRow,
  r: TPrintRequest,
  claimed: ClaimedJob<PrintPayload>,
): Promise<void> {
  let last = 0;
  const progress = (done: number, total: number) => {
    if (Date.now() - last < 300) return;
    last = Date.now();
    if (total > 0) claimed.progress(done / total);
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
            claimed.signal,
          )
        : r.kind === "tableCards"
          ? await renderInWorker(
              { kind: "tableCards", cards: await tableCards(ctx, job.eventId, r.subEventId) },
              out,
              progress,
              claimed.signal,
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
              claimed.signal,
            );
    const size = await ctx.prints.putFile(printKey(job.id), out);
    await claimed.complete((tx) =>
      repo.finishJob(tx, job.id, { status: "done", done: result.items, bytes: size }),
    );
  } catch (error) {
    // this attempt lost its job (lease lost, or the worker stops): the next attempt makes the PDF
    if (claimed.signal.aborted) {
      await rm(out, { force: true });
      throw error;
    }
    console.warn(`print job ${job.id} failed: ${error instanceof Error ? error.message : error}`);
    const key = error instanceof NotFound ? error.message : "printing.error.failed";
    await claimed.complete((tx) => repo.finishJob(tx, job.id, { status: "failed", error: key }), key);
    await rm(out, { force: true });
  }
}

type PrintPayload = { printJobId: number };

/** The queue's kind of PDFs (one job per print job, keyed `print:<id>`): made by whichever worker claims it. */
export const printQueueJob: JobKind<PrintPayload> = {
  kind: "print",
  maxAttempts: 3,
  async run(ctx, claimed) {
    const job = await repo.findJob(ctx.db, claimed.payload.printJobId);
    if (job?.status === "running") await run(ctx, job, job.params as TPrintRequest, claimed);
  },
  async failed(ctx, job) {
    await repo.finishJob(ctx.db, job.payload.printJobId, {
      status: "failed",
      error: "printing.error.failed",
    });
  },
};

export async function startPrint(ctx: AppContext, actor: Actor, eventId: number, r: TPrintRequest) {
  await requireEventManager(ctx, actor, eventId);
  if (r.kind === "tableCards" && !(await subEventOfEvent(ctx.db, eventId, r.subEventId)))
    throw new NotFound("printing.error.subEventNotFound");
  const { job, queued } = await ctx.db.transaction(async (tx) => {
    const job = await repo.insertJob(tx, { eventId, kind: r.kind, params: r, userId: actor.userId });
    return { job, queued: await enqueue(tx, printQueueJob, { printJobId: job.id }, `print:${job.id}`) };
  });
  // made here when this process runs heavy jobs (ROLE=all or worker), else by a worker (docs/worker.md)
  await runHere(ctx, printQueueJob, queued.id);
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
