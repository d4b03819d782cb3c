import { randomUUID } from "node:crypto";
import type { Multipart } from "@fastify/multipart";
import type { TFile } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { Actor } from "../../http/auth";
import { Forbidden, Invalid, NotFound, TooLarge } from "../../http/errors";
import { canManageEvent } from "../access/access.policy";
import { signedPath } from "./file-links";
import { contentTypeOf, storedName, uploadFolder } from "./file-names";
import { findEventById } from "./files.events";
import { canReadFile } from "./files.policy";
import * as repo from "./files.repository";

/** A file as the API answers it: a private file's path is a short-lived signed link. */
function present(ctx: AppContext, row: repo.FileRow): TFile {
  return {
    id: row.id,
    fileName: row.fileName,
    filePath: row.visibility === "public" ? row.filePath : signedPath(ctx.tokens, row.filePath, ctx.now()),
    fileType: row.fileType,
    fileSize: row.fileSize,
    folderPath: row.folderPath,
  };
}

/** Where an upload waits for its form's fields before it gets its final key. */
const STAGING = "incoming/";

interface Staged {
  key: string;
  size: number;
  filename: string;
  mimetype: string;
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";
}

/**
 * Reads every part of the form. The file is streamed to a staging key as it arrives, because its
 * folder and name may come in text fields after it (the spec lists file first).
 */
async function readForm(ctx: AppContext, parts: AsyncIterable<Multipart>) {
  const fields: Record<string, string> = {};
  let staged: Staged | undefined;
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      if (part.fieldname !== "file" || staged) {
        part.file.resume();
        continue;
      }
      const key = `${STAGING}${randomUUID()}`;
      let size: number;
      try {
        size = await ctx.storage.put(key, part.file);
      } catch (error) {
        // a body cut short mid-file leaves a part written: nothing of it is kept
        await ctx.storage.remove(key).catch(() => undefined);
        if (part.file.truncated || isTooLarge(error)) throw new TooLarge();
        throw error;
      }
      staged = { key, size, filename: part.filename, mimetype: part.mimetype };
      if (part.file.truncated) throw new TooLarge();
    }
  } catch (error) {
    if (staged) await ctx.storage.remove(staged.key);
    if (isTooLarge(error)) throw new TooLarge();
    if (isBrokenForm(error)) throw new Invalid("file.incomplete");
    throw error;
  }
  return { fields, staged };
}

/** A multipart body that ended early or is not multipart at all (the parser's errors carry no status). */
function isBrokenForm(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /unexpected end of (form|multipart data)|malformed part header|boundary not found|multipart/i.test(
    message,
  );
}

/**
 * Whether the upload may go where it asks: a public asset of event N needs its host (or an administrator); a
 * private upload (an answer's file, a note's file) needs the event to be one the caller may see (applying to
 * it, or hosting it). The drafts folder event/0/ takes private uploads only: a new event's images become public
 * when the event is saved with them.
 */
async function visibilityFor(ctx: AppContext, actor: Actor, folderPath: string, purpose: string) {
  const eventId = Number(/^event\/(\d+)\/$/.exec(folderPath)?.[1] ?? 0);
  const event = eventId > 0 ? await findEventById(ctx.db, eventId) : undefined;
  if (eventId > 0 && !event) throw new NotFound("file.notFound");
  const manages = event !== undefined && canManageEvent(actor, event);
  if (purpose === "public" && eventId > 0) {
    if (!manages) throw new Forbidden("file.notAllowed");
    return "public" as const;
  }
  if (event && event.approval !== "approved" && !manages) throw new NotFound("file.notFound");
  return "private" as const;
}

/** Stores an upload under its event folder; a file over the limit is rejected and nothing is kept. */
export async function upload(ctx: AppContext, actor: Actor, parts: AsyncIterable<Multipart>): Promise<TFile> {
  const { fields, staged } = await readForm(ctx, parts);
  if (!staged) throw new Invalid("file.missing");
  const original = fields.fileName || staged.filename || "file";
  const folderPath = uploadFolder(fields.folderPath);
  const visibility = await visibilityFor(ctx, actor, folderPath, fields.purpose ?? "private").catch(
    async (e) => {
      await ctx.storage.remove(staged.key);
      throw e;
    },
  );
  const timestamp = `${Date.now()}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, "0")}`;
  const name = storedName(original, timestamp);
  const key = `${folderPath}${name}`;
  try {
    await ctx.storage.move(staged.key, key);
    const row = await repo.insertFile(ctx.db, {
      fileName: original,
      filePath: `/files/${folderPath}${encodeURIComponent(name)}`,
      fileType: contentTypeOf(fields.fileType || staged.mimetype, original),
      fileSize: staged.size,
      folderPath,
      storageKey: key,
      uploaderId: actor.userId,
      visibility,
    });
    return present(ctx, row);
  } catch (error) {
    await ctx.storage.remove(staged.key);
    await ctx.storage.remove(key);
    throw error;
  }
}

/** A file's description for those who may read it; 404 for everyone else (private files are not probed). */
export async function getFile(ctx: AppContext, actor: Actor | undefined, id: number): Promise<TFile> {
  const row = await repo.findFile(ctx.db, id);
  if (!row || !(await canReadFile(ctx, actor, row))) throw new NotFound("file.notFound");
  return present(ctx, row);
}

/**
 * Makes an event's images and attachments public when the event is saved with them. Each must be public
 * already or uploaded by the caller (nobody publishes someone else's private file); otherwise 400.
 */
export async function publishEventFiles(db: DbOrTx, actor: Actor, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const done = await repo.publish(db, wanted, actor.userId);
  if (wanted.some((id) => !done.has(id))) throw new Invalid("host.fileNotFound");
}

/** Answers may name only files the caller uploaded, public ones, or ones the application already holds. */
export async function assertUsableFiles(
  db: DbOrTx,
  userId: number,
  applicationId: number | null,
  rows: { type: string; content?: string; productImg?: number | null }[],
): Promise<void> {
  const ids = new Set<number>();
  for (const r of rows) {
    if (r.type === "file" && r.content && /^\d+$/.test(r.content)) ids.add(Number(r.content));
    if (r.productImg && r.productImg > 0) ids.add(r.productImg);
  }
  const usable = await repo.usableBy(db, [...ids], userId, applicationId);
  if ([...ids].some((id) => !usable.has(id))) throw new Invalid("file.notFound");
}

/**
 * Deletes private uploads nobody attached within a day (rows and bytes), and staged bytes a process left behind
 * when it died mid-upload (`incoming/`, a day old); answers how many rows went. Works alike on every store.
 */
export async function cleanUnattached(ctx: AppContext): Promise<number> {
  const dayAgo = new Date(ctx.now().getTime() - 86_400_000);
  const stale = await repo.unattached(ctx.db, dayAgo);
  for (const row of stale) {
    await repo.deleteFile(ctx.db, row.id);
    await ctx.storage.remove(row.storageKey);
  }
  for await (const object of ctx.storage.list(STAGING))
    if (object.modified < dayAgo) await ctx.storage.remove(object.key);
  return stale.length;
}

/** The stored bytes behind a public file path. */
export async function openByKey(ctx: AppContext, key: string, allowed: (row: repo.FileRow) => boolean) {
  const row = await repo.findByKey(ctx.db, key);
  if (!row || !allowed(row)) return undefined;
  const object = await ctx.storage.get(key);
  return object && { row, ...object };
}
