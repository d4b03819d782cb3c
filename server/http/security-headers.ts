import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The app shell's Content-Security-Policy. Scripts come only from our origin (the built chunks); the
 * first page's inlined data is a `type="application/json"` block, which is data, never run, so no script
 * hash or nonce is needed. Styles may be inline (MUI/emotion writes its styles at run time; styles cannot
 * run code). Images may come from https (the venue map's OpenStreetMap tiles, images in hosts' rich
 * text), media and workers from our origin and blob: (the video rooms). WebAssembly may be compiled
 * (`'wasm-unsafe-eval'`: the video rooms' background segmentation), never JavaScript from strings.
 * Nobody may frame the app.
 */
export const SHELL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The terms documents, which the app shows in a frame of its own (and nobody else may). */
const FRAMED_DOCUMENT_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

const FRAMED_DOCUMENT = /^\/terms\/[a-z]{2}\/[\w-]+\.html$/;

/**
 * The API docs page (Swagger UI at /api/docs): its scripts are files of our origin (no inline script, no eval); it
 * writes styles at run time (an inline SVG's <style>), so styles may be inline, which cannot run code; it
 * fetches the document and, with "Try it out", calls the API on our origin only (no online validator).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const DOCS_PAGE = /^\/api\/docs([/?]|$)/;

/**
 * The installable app's service worker (web/pwa/sw.ts) runs under the CSP of its own script: it fetches the app's
 * files and API on our origin (its precache and the day's offline copies), nothing else.
 */
const WORKER_CSP = "default-src 'self'; frame-ancestors 'none'";
const WORKER = "/sw.js";

/** Everything else (JSON, files, scripts): nothing to run, nothing to frame. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Camera, microphone and screen capture for our own pages (the video rooms); the rest off. Only features browsers
 * recognise: Chromium logs "Unrecognized feature" on every page for any other (it has no `bluetooth` feature, and
 * `interest-cohort` went with FLoC: `browsing-topics` is its successor), and the journeys fail on that warning.
 */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=(self)",
  "display-capture=(self)",
  "speaker-selection=(self)",
  "fullscreen=(self)",
  "autoplay=(self)",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "browsing-topics=()",
].join(", ");

/**
 * Security headers on every answer: nosniff, a referrer policy that sends only our origin to other sites
 * (signed file links stay ours), the permissions policy, no framing, a CSP by kind of answer (a route that
 * set its own, like private files, keeps it), and HSTS when the app is served over https.
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith("https://");
  app.addHook("onSend", async (request, reply, payload) => {
    setEveryAnswerHeaders(reply, https);
    // the documents themselves (/terms/ko/terms.html), not the app's /terms/… pages that frame them
    const framed = FRAMED_DOCUMENT.test(request.url.split("?")[0] ?? "");
    if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", framed ? "SAMEORIGIN" : "DENY");
    if (request.url.split("?")[0] === WORKER) reply.header("content-security-policy", WORKER_CSP);
    if (!reply.hasHeader("content-security-policy")) {
      const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
      const docs = DOCS_PAGE.test(request.url);
      reply.header(
        "content-security-policy",
        !html ? DATA_CSP : framed ? FRAMED_DOCUMENT_CSP : docs ? DOCS_CSP : SHELL_CSP,
      );
    }
    return payload;
  });
}

function setEveryAnswerHeaders(reply: FastifyReply, https: boolean): void {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  reply.header("cross-origin-opener-policy", "same-origin");
  if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
}

/** The headers of a data answer sent before any hook runs (the router's own errors: app.ts, frameworkErrors). */
export function setDataAnswerHeaders(reply: FastifyReply, publicUrl: string): void {
  setEveryAnswerHeaders(reply, publicUrl.startsWith("https://"));
  reply.header("x-frame-options", "DENY");
  reply.header("content-security-policy", DATA_CSP);
}
