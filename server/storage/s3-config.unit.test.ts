import { describe, expect, it } from "vitest";
import { parseS3Config } from "./s3-config";

describe("FILES_S3_*", () => {
  it("leaves the files on the local disk when no bucket is named", () => {
    expect(parseS3Config({})).toBeUndefined();
  });

  it("reads an endpoint store: path-style by default, us-east-1 unless told", () => {
    expect(
      parseS3Config({
        FILES_S3_ENDPOINT: "http://minio.internal:9000/",
        FILES_S3_BUCKET: "bizmeet",
        FILES_S3_ACCESS_KEY_ID: "id",
        FILES_S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "bizmeet",
      region: "us-east-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("reads AWS S3 itself: virtual-hosted style, the SDK's own credentials", () => {
    expect(parseS3Config({ FILES_S3_BUCKET: "bizmeet", FILES_S3_REGION: "ap-northeast-2" })).toEqual({
      endpoint: undefined,
      bucket: "bizmeet",
      region: "ap-northeast-2",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      parseS3Config({
        FILES_S3_BUCKET: "b",
        FILES_S3_ENDPOINT: "https://r2.example",
        FILES_S3_FORCE_PATH_STYLE: "off",
      })?.forcePathStyle,
    ).toBe(false);
  });

  it("refuses half a configuration rather than writing where other processes cannot read", () => {
    expect(() => parseS3Config({ FILES_S3_ENDPOINT: "http://minio:9000" })).toThrow(
      /without FILES_S3_BUCKET/,
    );
    expect(() => parseS3Config({ FILES_S3_BUCKET: "b", FILES_S3_ACCESS_KEY_ID: "id" })).toThrow(
      /go together/,
    );
    expect(() => parseS3Config({ FILES_S3_BUCKET: "b", FILES_S3_ENDPOINT: "minio:9000" })).toThrow(/http/);
    expect(() => parseS3Config({ FILES_S3_BUCKET: "b", FILES_S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      /neither/,
    );
  });
});
