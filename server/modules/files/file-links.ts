import type { TokenService } from "../../http/auth";

/** How long a private file link works. Pages that show private files refetch well within it. */
export const LINK_LIFETIME_MS = 30 * 60_000;

/** The storage key behind a public path `/files/<key>` (URL-decoded). */
export function keyOfPath(filePath: string): string | undefined {
  if (!filePath.startsWith("/files/")) return undefined;
  try {
    return decodeURIComponent(filePath.slice("/files/".length).split("?")[0]!);
  } catch {
    return undefined;
  }
}

/** A short-lived link to a file: `/files/<key>?exp=<unix seconds>&sig=<hmac>`; public files need none but accept one. */
export function signedPath(tokens: TokenService, filePath: string, now: Date): string {
  const key = keyOfPath(filePath);
  if (!filePath || key === undefined) return filePath;
  const exp = Math.floor((now.getTime() + LINK_LIFETIME_MS) / 1000);
  return `${filePath}?exp=${exp}&sig=${tokens.fileSignature(`${key}\n${exp}`)}`;
}

/** Whether a link's signature is ours and not expired. */
export function validLink(
  tokens: TokenService,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
) {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now.getTime()) return false;
  const expected = tokens.fileSignature(`${key}\n${exp}`);
  if (expected.length !== sig.length) return false;
  let diff = 0;
  for (let i = 0; i < sig.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i);
  return diff === 0;
}

let signer: { tokens: TokenService; now: () => Date } | undefined;

/** Set once when the context is made (server/boot.ts): presenters sign private links without plumbing. */
export function setFileSigner(tokens: TokenService, now: () => Date): void {
  signer = { tokens, now };
}

/** A readable link to a stored file for a response already authorised to show it (private ones signed). */
export function fileLink(filePath: string | null | undefined, visibility: string | null | undefined): string {
  if (!filePath) return "";
  if (visibility === "public") return filePath;
  return signer ? signedPath(signer.tokens, filePath, signer.now()) : filePath;
}
