import type { MultipartFile } from "@fastify/multipart";
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

function fieldValue(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === "field" ? String(one.value) : undefined;
}

/** Streams an upload to storage; a file over the limit is rejected and nothing is kept. */
export async function upload(ctx: AppContext, actor: Actor, part: MultipartFile | undefined): Promise<TFile> {
  if (!part) throw new Invalid("file.missing");
  const original = fieldValue(part, "fileName") || part.filename || "file";
  const folderPath = uploadFolder(fieldValue(part, "folderPath"));
  const timestamp = `${Date.now()}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, "0")}`;
  const name = storedName(original, timestamp);
  const key = `${folderPath}${name}`;
  let size: number;
  try {
    size = await ctx.storage.put(key, part.file);
  } catch (error) {
    if (part.file.truncated || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new TooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await ctx.storage.remove(key);
    throw new TooLarge();
  }
  const row = await repo.insertFile(ctx.db, {
    fileName: original,
    filePath: `/files/${folderPath}${encodeURIComponent(name)}`,
    fileType: contentTypeOf(fieldValue(part, "fileType") || part.mimetype, original),
    fileSize: size,
    folderPath,
    storageKey: key,
    uploaderId: actor.userId,
  });
  return present(row);
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
