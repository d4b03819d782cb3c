import { randomUUID } from "node:crypto";
import type { Multipart } from "@fastify/multipart";
import type { TFile } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Invalid, NotFound, TooLarge } from "../../http/errors";
import { contentTypeOf, storedName, uploadFolder } from "./file-names";
import * as repo from "./files.repository";

function present(row: repo.FileRow): TFile {
  return {
    id: row.id,
    fileName: row.fileName,
    filePath: row.filePath,
    fileType: row.fileType,
    fileSize: row.fileSize,
    folderPath: row.folderPath,
  };
}

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
      const key = `incoming/${randomUUID()}`;
      let size: number;
      try {
        size = await ctx.storage.put(key, part.file);
      } catch (error) {
        if (part.file.truncated || isTooLarge(error)) throw new TooLarge();
        throw error;
      }
      staged = { key, size, filename: part.filename, mimetype: part.mimetype };
      if (part.file.truncated) throw new TooLarge();
    }
  } catch (error) {
    if (staged) await ctx.storage.remove(staged.key);
    throw isTooLarge(error) ? new TooLarge() : error;
  }
  return { fields, staged };
}

/** Stores an upload under its event folder; a file over the limit is rejected and nothing is kept. */
export async function upload(ctx: AppContext, actor: Actor, parts: AsyncIterable<Multipart>): Promise<TFile> {
  const { fields, staged } = await readForm(ctx, parts);
  if (!staged) throw new Invalid("file.missing");
  const original = fields.fileName || staged.filename || "file";
  const folderPath = uploadFolder(fields.folderPath);
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
    });
    return present(row);
  } catch (error) {
    await ctx.storage.remove(staged.key);
    await ctx.storage.remove(key);
    throw error;
  }
}

export async function getFile(ctx: AppContext, id: number): Promise<TFile> {
  const row = await repo.findFile(ctx.db, id);
  if (!row) throw new NotFound("file.notFound");
  return present(row);
}

/** The stored bytes behind a public file path. */
export async function openByKey(ctx: AppContext, key: string) {
  const row = await repo.findByKey(ctx.db, key);
  if (!row) return undefined;
  const object = await ctx.storage.get(key);
  return object && { row, ...object };
}
