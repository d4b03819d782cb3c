import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "./s3-config";
import type { FileStorage, ObjectInfo } from "./storage";

/**
 * The client for a store. Against another vendor's store (an endpoint is given) the SDK computes checksums
 * only where the API requires them: since 3.729 it adds CRC32 trailers to every upload by default, which R2,
 * older MinIO and Ceph releases and several others refuse (docs/files.md). Sockets: a download through our
 * route holds one for as long as the browser takes, so the pool is larger than the SDK's 50.
 */
export function s3Client(config: S3Config): S3Client {
  const agent = { keepAlive: true, maxSockets: 256 };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    ...(config.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
    requestHandler: { connectionTimeout: 5_000, httpAgent: agent, httpsAgent: agent },
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Parts of a streamed upload: 8 MB (S3's minimum is 5), two in flight; a 10 MB upload is two parts. */
const PART_SIZE = 8 * 1024 * 1024;

/** One area of the bucket (`files/`, `prints/`): keys are the same as on disk, under the area's prefix. */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
    private readonly pageSize = 1000,
  ) {}

  private keyOf(key: string): string {
    if (key.startsWith("/") || key.split("/").some((part) => part === ".." || part === "."))
      throw new Error("storage key escapes the root");
    return `${this.prefix}${key}`;
  }

  async put(key: string, body: Readable): Promise<number> {
    let size = 0;
    let failure: { error: unknown } | undefined;
    async function* counted() {
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        failure = { error };
        throw error;
      }
    }
    // a failed stream rejects done() and aborts the multipart upload: no part of it stays
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.keyOf(key), Body: Readable.from(counted()) },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    } catch (error) {
      // the stream's own error says what happened (a body cut short); a failed abort must not hide it
      throw failure ? failure.error : error;
    }
    return size;
  }

  async putFile(key: string, file: string): Promise<number> {
    const size = await this.put(key, createReadStream(file));
    await rm(file, { force: true });
    return size;
  }

  async get(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      return { key, size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  /** A copy inside the store (no bytes through us), then the delete of the staged object. */
  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${this.keyOf(from)}`.split("/").map(encodeURIComponent).join("/");
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf(to), CopySource: source }),
    );
    await this.remove(from);
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.keyOf(prefix),
          MaxKeys: this.pageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          yield {
            key: object.Key.slice(this.prefix.length),
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
