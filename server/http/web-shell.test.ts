import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createContext } from "../boot";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { openTestDatabase } from "../test/database";
import { createEvent, createUser, setEvent, type TestUser } from "../test/factories";
import { DOCS_CSP, SHELL_CSP } from "./security-headers";
import { scriptJson } from "./web-shell";

// A built web app in miniature: the shell and one chunk, each with the .br and .gz copies the build writes.
const webRoot = mkdtempSync(path.join(tmpdir(), "bizmeet-web-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-test-"));
const shell = `<!doctype html><html><head><title>Bizmeet</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const chunk = `export const x = ${JSON.stringify("a".repeat(4000))};`;
function write(file: string, content: string) {
  const full = path.join(webRoot, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}

// The build's manifest, in miniature: the entry and its shared chunk, the two first pages, the startup texts.
const manifest = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shared-1.js"] },
  "_shared-1.js": { file: "assets/shared-1.js" },
  "_card-1.js": { file: "assets/card-1.js", imports: ["_shared-1.js", "index.html"] },
  "pages/home/HomePage.tsx": { file: "assets/HomePage-1.js", imports: ["index.html", "_card-1.js"] },
  "pages/event/EventDetailPage.tsx": { file: "assets/EventDetailPage-1.js", imports: ["_shared-1.js"] },
  "../catalogue-ko-core": { file: "assets/_catalogue-ko-core-1.js", name: "_catalogue-ko-core" },
  "../catalogue-en-core": { file: "assets/_catalogue-en-core-1.js", name: "_catalogue-en-core" },
};

let app: FastifyInstance;
let database: Database;
let context: Awaited<ReturnType<typeof createContext>>["ctx"];
beforeAll(async () => {
  write("index.html", shell);
  write("assets/page-abc123.js", chunk);
  mkdirSync(path.join(webRoot, ".vite"));
  writeFileSync(path.join(webRoot, ".vite/manifest.json"), JSON.stringify(manifest));
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-0123456789",
    PUBLIC_CACHE_MS: "0",
  });
  const { ctx } = await createContext(config, { database });
  context = ctx;
  app = await buildApp(ctx, { webRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends a chunk compressed as the browser accepts, cached for good (its name changes with it)", async () => {
    const br = await app.inject({
      url: "/assets/page-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 10);

    const gz = await app.inject({ url: "/assets/page-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({
      url: "/assets/page-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(chunk);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers every page route with the shell, compressed and revalidated on each load", async () => {
    for (const url of ["/", "/event/detail/12", "/subEvent/3/attendeeList"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers 404 for a chunk that is not there (not the shell)", async () => {
    const res = await app.inject({ url: "/assets/gone-000000.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
  });
});

/** The entries of the page's `boot-data` element, parsed; undefined when the page has none. */
function bootData(
  html: string,
): { path: string; query: Record<string, unknown>; data: unknown }[] | undefined {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

async function imageFile(name: string) {
  const [row] = await context.db
    .insert(schema.files)
    .values({
      fileName: name,
      filePath: `/files/event/1/${name}`,
      fileType: "image/png",
      fileSize: 1234,
      folderPath: "event/1/",
      storageKey: `event/1/${name}-${Math.random()}`,
    })
    .returning();
  return row!;
}

describe("the first screen's data in the served page", () => {
  let host: TestUser;
  let publicId: number;
  let draftId: number;
  const hostile = `</script><script>alert(1)</script><!-- "&' \u2028`;

  beforeAll(async () => {
    host = await createUser(context);
    const main = await imageFile("main&&1.png");
    const banner = await imageFile("banner 1.png");
    publicId = (await createEvent(context, { hostUserId: host.id, name: hostile, mainImageFileId: main.id }))
      .id;
    await setEvent(context, publicId, { bannerImageFileId: banner.id });
    draftId = (await createEvent(context, { hostUserId: host.id, approval: "draft", name: "비공개 초안" }))
      .id;
  });

  it("inlines the home page's newest events, as the API answers them to anyone, and preloads the first image", async () => {
    const res = await app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("accept-encoding");
    const html = brotliDecompressSync(res.rawPayload).toString();
    const api = await app.inject({ method: "POST", url: "/api/events/getAll?page=0&size=12" });
    expect(bootData(html)).toEqual([
      { path: "/api/events/getAll", query: { page: 0, size: 12 }, data: api.json() },
    ]);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/event/1/main&amp;&amp;1.png" fetchpriority="high">',
    );
    expect(html).toMatch(/<body>.*id="boot-data".*<\/body>/s);
    // the page's chunks that the entry does not load, and the startup texts, start with the page
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([
      "/assets/HomePage-1.js",
      "/assets/card-1.js",
      "/assets/_catalogue-ko-core-1.js",
    ]);
    const english = await app.inject({ url: "/?lang=en", headers: { "accept-encoding": "identity" } });
    expect(english.payload).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_catalogue-en-core-1.js">',
    );
    expect(english.payload).not.toContain("_catalogue-ko-core");
  });

  it("escapes the data so that no text of an event can end the script element or open a comment", async () => {
    const res = await app.inject({
      url: `/event/detail/${publicId}`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(res.rawPayload).toString();
    const script =
      /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data's and the app's
    expect(scriptJson({ name: "</script><!--" })).toBe('{"name":"\\u003c/script>\\u003c!--"}');
    const api = await app.inject({ url: `/api/events/detail?id=${publicId}` });
    expect(api.json().name).toBe(hostile);
    expect(bootData(html)).toEqual([
      { path: "/api/events/detail", query: { id: publicId }, data: api.json() },
    ]);
  });

  it("preloads the event's main image on phones and its banner from 600 px, as the page shows them", async () => {
    const res = await app.inject({
      url: `/event/detail/${publicId}`,
      headers: { "accept-encoding": "identity" },
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.payload).toContain(
      '<link rel="preload" as="image" href="/files/event/1/main&amp;&amp;1.png" fetchpriority="high" media="(max-width: 599.98px)">',
    );
    expect(res.payload).toContain(
      '<link rel="preload" as="image" href="/files/event/1/banner 1.png" fetchpriority="high" media="(min-width: 600px)">',
    );
    expect(res.payload).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/EventDetailPage-1.js">',
    );
    expect(res.payload).not.toContain("shared-1.js");
  });

  it("never inlines what only a signed-in user may see: a signed-in request gets the anonymous page", async () => {
    // the host may read their draft through the API…
    const own = await app.inject({
      url: `/api/events/detail?id=${draftId}`,
      headers: { authorization: host.token },
    });
    expect(own.statusCode).toBe(200);
    // …but its page, even asked with the host's session, carries nothing: the app asks with its session
    for (const headers of [{}, { authorization: host.token }]) {
      const res = await app.inject({
        url: `/event/detail/${draftId}`,
        headers: { "accept-encoding": "identity", ...headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.payload).toBe(shell);
      expect(res.payload).not.toContain("비공개 초안");
    }
    // a public event's page is the same for the host as for anyone
    const anonymous = await app.inject({
      url: `/event/detail/${publicId}`,
      headers: { "accept-encoding": "identity" },
    });
    const signedIn = await app.inject({
      url: `/event/detail/${publicId}`,
      headers: { "accept-encoding": "identity", authorization: host.token },
    });
    expect(signedIn.payload).toBe(anonymous.payload);
  });

  it("answers other pages, unknown events and malformed ids with the plain shell", async () => {
    for (const url of [
      "/list",
      "/event/detail/999999",
      "/event/detail/0",
      "/event/detail/abc",
      "/auth/login",
    ]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toBe(shell);
    }
  });
});

describe("security headers", () => {
  it("sends the shell with a CSP that runs scripts from our origin only, and forbids framing", async () => {
    const res = await app.inject({ url: "/subEvent/3/attendeeList" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    // the app's own terms page is the shell too (only the framed documents under it differ)
    expect((await app.inject({ url: "/terms/terms" })).headers["content-security-policy"]).toBe(csp);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const permissions = String(res.headers["permissions-policy"]);
    for (const feature of ["camera=(self)", "microphone=(self)", "display-capture=(self)", "geolocation=()"])
      expect(permissions).toContain(feature);
  });

  it("sends nosniff and a no-content CSP with every API answer, error or not", async () => {
    for (const url of ["/api/health", "/api/users/1", "/api/nothing-here"]) {
      const res = await app.inject({ url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("gives the API docs page its own policy (scripts from our origin only, inline styles), and only it", async () => {
    const docs = await app.inject({ url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers["content-security-policy"]);
    expect(csp).toBe(DOCS_CSP);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(docs.headers["x-content-type-options"]).toBe("nosniff");
    expect(docs.headers["x-frame-options"]).toBe("DENY");
    // its document and scripts are data; the app's pages keep the shell's policy
    const json = await app.inject({ url: "/api/docs/json" });
    expect(json.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const shell = await app.inject({ url: "/subEvent/3/attendeeList" });
    expect(shell.headers["content-security-policy"]).toBe(SHELL_CSP);
  });
});
