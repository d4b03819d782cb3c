/** An S3-compatible object store for the files (docs/files.md). */
export interface S3Config {
  /** Unset: AWS S3 itself (the region picks the endpoint). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, Ceph, s3rver want it). */
  forcePathStyle: boolean;
}

const flag = (raw: string | undefined, fallback: boolean): boolean => {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return fallback;
  if (["1", "true", "on", "yes"].includes(value)) return true;
  if (["0", "false", "off", "no"].includes(value)) return false;
  throw new Error(`FILES_S3_FORCE_PATH_STYLE: "${raw}" is neither true nor false`);
};

/**
 * Reads FILES_S3_*: undefined (files on the local disk) unless FILES_S3_BUCKET is set. A half-configured store
 * fails the start rather than writing uploads where no other process can read them.
 */
export function parseS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim();
  const endpoint = env.FILES_S3_ENDPOINT?.trim().replace(/\/$/, "") || undefined;
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket) {
    const stray = Object.keys(env).filter((k) => k.startsWith("FILES_S3_") && env[k]?.trim());
    if (stray.length > 0) throw new Error(`${stray.join(", ")} set without FILES_S3_BUCKET`);
    return undefined;
  }
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new Error(`FILES_S3_ENDPOINT: "${endpoint}" is not an http(s) address`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together");
  return {
    endpoint,
    bucket,
    region: env.FILES_S3_REGION?.trim() || "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.FILES_S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}
