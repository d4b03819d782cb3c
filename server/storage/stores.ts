import path from "node:path";
import type { S3Config } from "./s3-config";
import { S3FileStorage, s3Client } from "./s3-storage";
import { type FileStorage, LocalFileStorage } from "./storage";

/**
 * The folders of DATA_DIR that hold user-facing bytes: uploads (`files/`) and the event day's PDFs (`prints/`).
 * In a bucket they keep the same names as prefixes, so `DATA_DIR/files/event/3/a.png` is `files/event/3/a.png`.
 */
export const AREAS = ["files", "prints"] as const;
export type Area = (typeof AREAS)[number];
export type FileStores = Record<Area, FileStorage>;

/** The stores on the local disk, under DATA_DIR. */
export function localStores(dataDir: string): FileStores {
  return {
    files: new LocalFileStorage(path.join(dataDir, "files")),
    prints: new LocalFileStorage(path.join(dataDir, "prints")),
  };
}

/** The stores in one bucket of an S3-compatible object store (one client shared by both). */
export function s3Stores(config: S3Config, pageSize?: number): FileStores {
  const client = s3Client(config);
  return {
    files: new S3FileStorage(client, config.bucket, "files/", pageSize),
    prints: new S3FileStorage(client, config.bucket, "prints/", pageSize),
  };
}

/** The configured stores: the bucket when FILES_S3_BUCKET is set, the local disk otherwise. */
export function openFileStores(config: { dataDir: string; filesS3?: S3Config }): FileStores {
  return config.filesS3 ? s3Stores(config.filesS3) : localStores(config.dataDir);
}
