import path from "node:path";

const FOLDER = /^event\/\d+\/$/;
export const DEFAULT_FOLDER = "event/0/";

/** The folder an upload goes to: the event folder the client names, or the shared drafts folder. */
export function uploadFolder(requested: string | undefined): string {
  if (!requested) return DEFAULT_FOLDER;
  const normalised = requested.endsWith("/") ? requested : `${requested}/`;
  return FOLDER.test(normalised) ? normalised : DEFAULT_FOLDER;
}

/** The spec's stored name: name, &&, a timestamp, a dot and the extension (name cleaned of path parts). */
export function storedName(original: string, timestamp: string): string {
  const base = path.basename(original.replace(/\\/g, "/"));
  const ext = path
    .extname(base)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, "");
  const stem =
    (ext ? base.slice(0, -ext.length) : base)
      .replace(/[/\\&?#%]/g, "_")
      .replace(/\p{Cc}/gu, "_")
      .slice(0, 120) || "file";
  return `${stem}&&${timestamp}${ext}`;
}

const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|svg\+xml|avif)|application\/pdf|video\/(mp4|webm)|audio\/(mpeg|ogg|wav))$/;

/** Whether the browser may render the file inline; everything else downloads (no same-origin HTML).
 * SVG is inline too: the files route sends a sandboxing CSP so a script in it never runs. */
export function isInlineType(type: string): boolean {
  return INLINE_TYPES.test(type);
}

const BY_EXTENSION: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".zip": "application/zip",
  ".txt": "text/plain",
};

/** The content type: the part's declared type when specific, else by extension. */
export function contentTypeOf(declared: string | undefined, fileName: string): string {
  if (declared && declared !== "application/octet-stream") return declared;
  return BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}
