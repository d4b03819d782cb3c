import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  /** Stores the stream under `key`; rejects (and keeps nothing) when the stream errors. */
  put(key: string, body: Readable): Promise<number>;
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Renames a stored object (the upload is staged before its final name is known). */
  move(from: string, to: string): Promise<void>;
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

  async get(key: string) {
    const target = this.resolve(key);
    try {
      const info = await stat(target);
      return { stream: createReadStream(target), size: info.size };
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
}
