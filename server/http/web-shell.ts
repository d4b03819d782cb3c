import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { getAllEvents, getEventDetail } from "../../shared/contract";
import { BOOT_DATA_ID, type BootEntry, EVENT_PAGE_SIZE } from "../../shared/web/boot-data";
import type { AppContext } from "../context";
import * as events from "../modules/events/events.service";

/**
 * The single-page app's shell (the built index.html), answered for every page route. For the two public
 * pages a visitor usually lands on, it also carries what their first screen waits for, so that the browser
 * does not wait for the app to ask:
 * - `<script type="application/json" id="boot-data">`: the answer of the page's first API call (home: the
 *   newest events; an event page: the event), read by web/app/boot-data.ts instead of calling the API;
 * - `<link rel="preload" as="image">` for the image that is the page's largest paint (the first event card's
 *   image; the event's main image, or its banner from 600 px on, as web/pages/event/EventHeader.tsx shows it);
 * - `<link rel="modulepreload">` for the page's chunks and the startup texts, which the app would otherwise
 *   request only once its entry has arrived and run (found in the build's manifest).
 * Only anonymous answers are inlined (the same for everyone): the request's session, if any, is never used.
 */

interface FirstScreen {
  entries: BootEntry[];
  /** Image preloads: the URL and the media query it applies to (undefined: always). */
  images: { href: string; media?: string }[];
  /** The page's module (its key in the build's manifest), whose chunks are preloaded with the page. */
  page: string;
  /** The page's chunks and texts that the app's entry does not already preload (`/assets/…`). */
  modules: string[];
  /** The service's answer (the public micro-cache's object while it lives): the rendered page's cache key. */
  source: object;
}

const EVENT_PATH = /^\/event\/detail\/(\d{1,9})$/;
const WIDE = "(min-width: 600px)";
const NARROW = "(max-width: 599.98px)";

/** What the first screen of `pathname` needs, as an anonymous visitor gets it; undefined for other pages. */
async function firstScreen(
  ctx: AppContext,
  pathname: string,
): Promise<Omit<FirstScreen, "modules"> | undefined> {
  if (pathname === "/") {
    const query = { page: 0, size: EVENT_PAGE_SIZE };
    const source = await events.listPublic(ctx, query.page, query.size);
    const data = getAllEvents.response.parse(source);
    const first = data.content[0]?.mainImageFile?.filePath;
    return {
      entries: [{ path: getAllEvents.path, query, data }],
      images: first ? [{ href: first }] : [],
      page: "pages/home/HomePage.tsx",
      source,
    };
  }
  const match = EVENT_PATH.exec(pathname);
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id) || id <= 0) return undefined;
  let source: object;
  try {
    source = await events.detail(ctx, undefined, id);
  } catch {
    return undefined; // not public (or gone): the app asks with the visitor's session, as before
  }
  const data = getEventDetail.response.parse(source);
  const main = data.mainImageFile?.filePath;
  const banner = data.bannerImageFile?.filePath;
  const images: FirstScreen["images"] = [];
  if (banner) {
    if (main) images.push({ href: main, media: NARROW });
    images.push({ href: banner, media: WIDE });
  } else if (main) images.push({ href: main });
  const page = "pages/event/EventDetailPage.tsx";
  return { entries: [{ path: getEventDetail.path, query: { id }, data }], images, page, source };
}

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The shell with the first screen's preloads (end of head, after the app's own) and data (end of body: the
 * app's module script runs only once the document is parsed).
 */
export function renderShell(template: string, screen: FirstScreen): string {
  const links = [
    ...screen.images.map(
      (image) =>
        `<link rel="preload" as="image" href="${attribute(image.href)}" fetchpriority="high"${image.media ? ` media="${image.media}"` : ""}>`,
    ),
    ...screen.modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
  ].join("");
  const data = screen.entries.length
    ? `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(screen.entries)}</script>`
    : "";
  let html = template;
  if (links) html = html.includes("</head>") ? html.replace("</head>", `${links}</head>`) : links + html;
  if (data) html = html.includes("</body>") ? html.replace("</body>", `${data}</body>`) : html + data;
  return html;
}

type Encoding = "br" | "gzip" | "identity";

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === "br")
    return brotliCompressSync(raw, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  if (encoding === "gzip") return gzipSync(raw, { level: 6 });
  return raw;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks of `page` (a key of the build's manifest, dist/.vite/manifest.json) and of what it imports, less
 * those the shell already loads (the entry and its imports), then the startup texts of `language`.
 */
export function pageModules(manifest: Manifest, page: string, language: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey, loaded);
  const needed = new Set<string>();
  visit(page, needed);
  const files = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
  const texts = Object.values(manifest).find((chunk) => chunk.name === `_catalogue-${language}-core`);
  if (texts) files.push(texts.file);
  return files.map((file) => `/${file}`);
}

/** The language the app starts in when nothing is saved in the browser (web/i18n startupLanguage). */
function startupLanguage(url: string): string {
  const requested = new URLSearchParams(url.split("?")[1] ?? "").get("lang");
  return requested === "en" ? "en" : "ko";
}

/**
 * Answers a page route with the shell. The template and the manifest are read again when the build changes
 * them; a rendered page is kept per answer object of the public micro-cache (so per cache lifetime), language
 * and encoding.
 */
export function createWebShell(ctx: AppContext, webRoot: string) {
  const file = path.join(webRoot, "index.html");
  let build = { mtimeMs: -1, template: "", manifest: {} as Manifest };
  let rendered = new WeakMap<object, Map<string, Buffer>>();
  const currentBuild = () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== build.mtimeMs) {
      let manifest: Manifest = {};
      try {
        manifest = JSON.parse(readFileSync(path.join(webRoot, ".vite/manifest.json"), "utf8"));
      } catch {
        // a build without a manifest: the page's chunks load when the app asks for them
      }
      build = { mtimeMs, template: readFileSync(file, "utf8"), manifest };
      rendered = new WeakMap();
    }
    return build;
  };

  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.type("text/html").header("cache-control", "no-cache");
    const pathname = (request.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
    let screen: Omit<FirstScreen, "modules"> | undefined;
    try {
      screen = await firstScreen(ctx, pathname);
    } catch (error) {
      // the page still works without its inlined data: the app asks the API itself
      request.log.warn({ err: error }, "first screen data");
    }
    if (!screen) return reply.sendFile("index.html");
    const { template, manifest } = currentBuild();
    const encoding = encodingFor(request);
    const language = startupLanguage(request.url);
    const variants = rendered.get(screen.source) ?? new Map<string, Buffer>();
    rendered.set(screen.source, variants);
    let body = variants.get(`${language}:${encoding}`);
    if (!body) {
      const modules = pageModules(manifest, screen.page, language);
      body = encode(renderShell(template, { ...screen, modules }), encoding);
      variants.set(`${language}:${encoding}`, body);
    }
    reply.header("vary", "accept-encoding");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.type("text/html; charset=utf-8").send(body);
  };
}
