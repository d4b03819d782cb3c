import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** One stored object as a listing or `stat` describes it. */
export interface ObjectInfo {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where user-facing bytes live (uploads, the event day's PDFs): the local disk by default, an S3-compatible store
 * when configured (s3-storage.ts). Keys are relative paths with `/` separators; both backends answer alike.
 */
export interface FileStorage {
  /** Stores the stream under `key`; rejects (and keeps nothing) when the stream errors. Answers the size. */
  put(key: string, body: Readable): Promise<number>;
  /** Stores a local file under `key` and consumes it (renamed on disk, uploaded then deleted elsewhere). */
  putFile(key: string, file: string): Promise<number>;
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  stat(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Renames a stored object (the upload is staged before its final name is known). */
  move(from: string, to: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Throws when the store cannot be reached or written (for readiness checks). */
  check(): Promise<void>;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("storage key escapes the root");
    return full;
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.part`;
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async putFile(key: string, file: string): Promise<number> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(file, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      // another file system: copy beside the target, then swap it in whole
      await copyFile(file, `${target}.part`);
      await rename(`${target}.part`, target);
      await rm(file, { force: true });
    }
    return (await stat(target)).size;
  }

  async get(key: string) {
    const target = this.resolve(key);
    try {
      const info = await stat(target);
      return { stream: createReadStream(target), size: info.size };
    } catch {
      return undefined;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const info = await stat(this.resolve(key));
      return info.isFile() ? { key, size: info.size, modified: info.mtime } : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.resolve(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.resolve(from), target);
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    // walk only the folder the prefix names (`incoming/` walks incoming), then keep keys that match
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/") + 1) : "";
    const base = folder ? this.resolve(folder) : path.resolve(this.root);
    let entries: { name: string; parentPath: string; isFile(): boolean }[];
    try {
      entries = await readdir(base, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join("/");
      if (!key.startsWith(prefix)) continue;
      const info = await stat(full).catch(() => undefined);
      if (info) yield { key, size: info.size, modified: info.mtime };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
