/**
 * Signed, expiring links to the PDFs (`/api/prints/<job>.pdf`, `/api/agendas/<event>/<user>/<lang>.pdf`): the
 * link is the capability, handed only to whoever may read the document, as private file links are
 * (files/file-links.ts); and the QR payload of a table card (`BZT1.<place id>.<signature>`), which part 2's
 * "we are here" scan verifies.
 */
import type { AppContext } from "../../context";
import { LINK_LIFETIME_MS } from "../files/file-links";

const signature = (ctx: AppContext, rel: string, exp: string) =>
  ctx.tokens.fileSignature(`pdf\n${rel}\n${exp}`);

/** `/api/<rel>?exp=…&sig=…`, valid 30 minutes. */
export function signedPrintPath(ctx: AppContext, rel: string): string {
  const exp = String(Math.floor((ctx.now().getTime() + LINK_LIFETIME_MS) / 1000));
  return `/api/${rel}?exp=${exp}&sig=${signature(ctx, rel, exp)}`;
}

/** Whether a PDF link is ours and not expired. */
export function validPrintLink(ctx: AppContext, rel: string, exp?: string, sig?: string): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < ctx.now().getTime()) return false;
  const expected = signature(ctx, rel, exp);
  if (expected.length !== sig.length) return false;
  let diff = 0;
  for (let i = 0; i < sig.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i);
  return diff === 0;
}

export const PLACE_QR_PREFIX = "BZT1";

/** A table card's QR payload: the place's id and a short signature (never the event's data). */
export function placeQr(ctx: AppContext, placeId: number): string {
  return `${PLACE_QR_PREFIX}.${placeId}.${ctx.tokens.fileSignature(`place\n${placeId}`).slice(0, 16)}`;
}
