import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import * as contract from "./shared/contract/index.ts";
import { LANGUAGES, type Language } from "./shared/i18n/languages.ts";
import { CATALOGUE_PARTS, type CataloguePart, cataloguePart } from "./web/i18n/parts.ts";

/**
 * `virtual:catalogue/ko/core`, `virtual:catalogue/ko/domains` (en, zh): the two parts of one language's
 * catalogue (web/i18n/parts.ts), so that the browser loads only the current language, and the domain texts
 * only with the pages that use them (web/i18n). The server and the tests read shared/i18n directly.
 */
function languageCatalogues(): Plugin {
  const pattern = /^virtual:catalogue\/(\w+)\/(\w+)$/;
  return {
    name: "bizmeet:language-catalogues",
    resolveId(id) {
      const match = pattern.exec(id);
      // named catalogue-<language>-<part>, which is also the chunk's name
      return match ? `\0catalogue-${match[1]}-${match[2]}` : undefined;
    },
    load(id) {
      const match = /^\0catalogue-(\w+)-(\w+)$/.exec(id);
      if (!match) return undefined;
      const [language, part] = [match[1] as Language, match[2] as CataloguePart];
      if (!LANGUAGES.includes(language) || !CATALOGUE_PARTS.includes(part))
        this.error(`unknown catalogue ${id}`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cataloguePart(language, part)))});`;
    },
  };
}

interface ImportNode {
  type: string;
  start: number;
  end: number;
  source: { value: string };
  specifiers: { type: string; start: number; end: number; imported?: { name?: string; value?: string } }[];
}

/**
 * In the browser a call of the contract is only its method and path (web/api/client.ts reads nothing else),
 * so named imports of calls from shared/contract in web/ are rewritten to `virtual:contract-routes`, which
 * holds `{ method, path }` per call. Zod and the schemas stay out of the web app unless a page imports a schema
 * or a constant itself (those imports are left as they are). Types still come from the real contract.
 */
function contractRoutes(): Plugin {
  const routeId = "virtual:contract-routes";
  const routes = new Map<string, { method: string; path: string }>();
  for (const [name, value] of Object.entries(contract)) {
    const call = value as { method?: unknown; path?: unknown; response?: unknown };
    if (typeof call === "object" && call !== null && typeof call.method === "string" && call.response)
      routes.set(name, { method: call.method, path: String(call.path) });
  }
  const fromContract = /(^|\/)shared\/contract(\/[\w-]+)?$/;
  return {
    name: "bizmeet:contract-routes",
    resolveId(id) {
      return id === routeId ? `\0${routeId}` : undefined;
    },
    load(id) {
      if (id !== `\0${routeId}`) return undefined;
      return [...routes]
        .map(([name, route]) => `export const ${name} = ${JSON.stringify(route)};`)
        .join("\n");
    },
    transform: {
      filter: { id: /\/web\/.*\.tsx?$/, code: "shared/contract" },
      handler(code) {
        const edits: { start: number; end: number; text: string }[] = [];
        for (const node of this.parse(code).body as unknown as ImportNode[]) {
          if (node.type !== "ImportDeclaration" || !fromContract.test(node.source.value)) continue;
          if (node.specifiers.some((s) => s.type !== "ImportSpecifier")) continue;
          const calls: string[] = [];
          const others: string[] = [];
          for (const specifier of node.specifiers) {
            const text = code.slice(specifier.start, specifier.end);
            const name = specifier.imported?.name ?? specifier.imported?.value ?? "";
            (routes.has(name) ? calls : others).push(text);
          }
          if (calls.length === 0) continue;
          let text = `import { ${calls.join(", ")} } from "${routeId}";`;
          if (others.length > 0)
            text += ` import { ${others.join(", ")} } from ${JSON.stringify(node.source.value)};`;
          edits.push({ start: node.start, end: node.end, text });
        }
        if (edits.length === 0) return undefined;
        let out = code;
        for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
        return { code: out, map: null };
      },
    },
  };
}

/**
 * MUI's ThemeProvider and createTheme carry the CSS-variables theme (colour schemes, its provider and its init
 * script: about 10 KB gzipped) for themes that ask for it at run time. Ours does not (web/app/theme.ts), so in
 * the browser those two modules are replaced by stubs that fail loudly if a theme ever sets `cssVariables` or
 * `colorSchemes` (then remove this plugin).
 */
function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    "./ThemeProviderWithVars.mjs": "CssVarsProvider",
    "./createThemeWithVars.mjs": "default",
  };
  const stubId = "\0mui-css-variables-stub:";
  return {
    name: "bizmeet:mui-without-css-variables",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        !importer ||
        !/[\\/]@mui[\\/]material[\\/]styles[\\/](ThemeProvider|createTheme)\.mjs$/.test(importer)
      )
        return undefined;
      return source in stubs ? stubId + source : undefined;
    },
    load(id) {
      if (!id.startsWith(stubId)) return undefined;
      const name = stubs[id.slice(stubId.length)];
      const body = `function stub() { throw new Error("web/app/theme.ts: CSS variables are left out of the build (vite.config.ts)"); }`;
      return name === "default" ? `${body}\nexport default stub;` : `${body}\nexport { stub as ${name} };`;
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the build, which the server sends to
 * browsers that accept them (@fastify/static `preCompressed`, server/app.ts): about a third of the bytes on
 * the wire, compressed once at build time rather than on every request.
 */
function precompressedAssets(): Plugin {
  let outDir = "";
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: "bizmeet:precompressed-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const brotli = brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
          if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
        }),
      );
    },
  };
}

/** The files of @mediapipe/selfie_segmentation the background effect loads (web/features/video/effects). */
const MEDIAPIPE_DIR = path.resolve(import.meta.dirname, "node_modules/@mediapipe/selfie_segmentation");
const MEDIAPIPE_FILES =
  /^(selfie_segmentation(_solution_(simd_)?wasm_bin)?\.(js|wasm|data)|selfie_segmentation(_landscape)?\.tflite|selfie_segmentation\.binarypb)$/;
const MEDIAPIPE_TYPES: Record<string, string> = {
  js: "text/javascript",
  wasm: "application/wasm",
};

/**
 * Serves MediaPipe's selfie segmentation (its script, wasm and models, shipped in the npm package) from our own
 * origin under /mediapipe/: from node_modules while developing, copied into dist/mediapipe by the build. No CDN,
 * and the CSP stays `script-src 'self' 'wasm-unsafe-eval'` (server/http/security-headers.ts).
 */
export function mediapipeAssets(): Plugin {
  let outDir = "";
  return {
    name: "bizmeet:mediapipe-assets",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use("/mediapipe", (req, res, next) => {
        const name = (req.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!MEDIAPIPE_FILES.test(name)) return next();
        const type = MEDIAPIPE_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
        res.setHeader("content-type", type);
        createReadStream(path.join(MEDIAPIPE_DIR, name))
          .on("error", () => next())
          .pipe(res);
      });
    },
    async writeBundle() {
      const target = path.join(outDir, "mediapipe");
      await mkdir(target, { recursive: true });
      const names = (await readdir(MEDIAPIPE_DIR)).filter((name) => MEDIAPIPE_FILES.test(name));
      await Promise.all(
        names.map((name) => copyFile(path.join(MEDIAPIPE_DIR, name), path.join(target, name))),
      );
      // the wasm (5.6 MB) goes out at a quarter of its size; Brotli at quality 9 (1.5 s) rather than 11 (15 s
      // a file, for 3% less), and only the SIMD build, which every browser with WebRTC runs
      const wasm = path.join(target, "selfie_segmentation_solution_simd_wasm_bin.wasm");
      const content = await readFile(wasm);
      const params = {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await writeFile(`${wasm}.br`, brotliCompressSync(content, { params }));
      await writeFile(`${wasm}.gz`, gzipSync(content, { level: 6 }));
    },
  };
}

/**
 * Small modules that the home and event pages share with other pages, which would otherwise each be a chunk of
 * a few hundred bytes: one chunk (6 KB gzipped) instead of about ten requests on the first load of those pages
 * (the browser opens at most six connections to the server; each further request on one waits a round trip).
 * The price: a page that uses one of them loads the whole chunk (login, register, my page: 4-5 KB more).
 */
const FIRST_PAGE_PARTS = new RegExp(
  [
    /web[\\/]features[\\/]common[\\/](states|RichText)\.tsx$/,
    /web[\\/]features[\\/]common[\\/]dates\.ts$/,
    /web[\\/]features[\\/]events[\\/]EventCard\.tsx$/,
    /web[\\/]lib[\\/](format|recent)\.ts$/,
    /web[\\/]pages[\\/]notFound[\\/]NotFoundPage\.tsx$/,
    /@mui[\\/]icons-material[\\/](esm[\\/])?(CalendarMonth|Place|AttachFile|Email|Map)\.m?js$/,
    /@mui[\\/]material[\\/](esm[\\/])?(CardContent|useMediaQuery)[\\/]/,
  ]
    .map((part) => part.source)
    .join("|"),
);

/**
 * The installable app (issue 30): the manifest (opens on /day, the phone's Now / Next) and the service worker
 * web/pwa/sw.ts, built by Workbox's injectManifest with the app shell's precache list. The app registers it
 * itself in production builds (web/pwa/register.ts). The shell is index.html, the code and styles, the icons
 * and the logo; not the MediaPipe files (video rooms, 6 MB) nor the pre-compressed copies.
 */
function installableApp() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "pwa",
    filename: "sw.ts",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    includeAssets: [],
    manifest: {
      name: "Bizmeet",
      short_name: "Bizmeet",
      description: "Bizmeet: hybrid expos and business matchmaking",
      id: "/day",
      start_url: "/day",
      scope: "/",
      display: "standalone",
      orientation: "portrait",
      theme_color: "#1f5eff",
      background_color: "#f6f7fb",
      icons: [
        { src: "/pwa/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/pwa/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/pwa/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/pwa/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      rollupFormat: "iife",
      globPatterns: ["index.html", "assets/**/*.{js,css,woff2}", "pwa/*.png", "favicon.svg"],
      // nor what no one needs on the day: the spreadsheet writer, the rich text editor, the map tiles' code
      globIgnores: [
        "mediapipe/**",
        "**/*.{br,gz}",
        "assets/exceljs*",
        "assets/RichTextEditor*",
        "assets/TileLayer*",
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig({
  root: "web",
  resolve: {
    // The web app's i18n: the part of i18next and react-i18next it uses (web/i18n/lite, compared with i18next on
    // every text by lite.test.ts), a sixth of the size. Imports and types stay those of the packages.
    alias: [
      { find: /^i18next$/, replacement: path.resolve(import.meta.dirname, "web/i18n/lite/i18next.ts") },
      {
        find: /^react-i18next$/,
        replacement: path.resolve(import.meta.dirname, "web/i18n/lite/react-i18next.ts"),
      },
    ],
  },
  publicDir: "public",
  plugins: [
    react(),
    languageCatalogues(),
    contractRoutes(),
    muiWithoutCssVariables(),
    mediapipeAssets(),
    installableApp(),
    precompressedAssets(),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // the largest chunk is exceljs (about 930 KB), loaded only when a schedule is downloaded
    chunkSizeWarningLimit: 1000,
    // dist/.vite/manifest.json: the chunks of each page, which the server preloads with the first page's HTML
    // (server/http/web-shell.ts) so that they download alongside the app's entry instead of after it
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk with it, instead of about twenty chunks of which
        // a first load waits for each (they are loaded by every page anyway, so no page loads more)
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "first-pages", test: FIRST_PAGE_PARTS, priority: 1 },
          ],
        },
      },
    },
    // every browser the app supports preloads modules itself; the polyfill would only add to the first load
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      // the server's /api, not the web modules under web/api/ (served as /api/*.ts from the web root)
      "^/api/(?!.*\\.tsx?(\\?|$))": "http://localhost:3000",
      "/files": "http://localhost:3000",
      "/socket.io": { target: "http://localhost:3000", ws: true },
      // the spec's video room calls live outside /api (shared/contract/video.ts)
      "/chime": "http://localhost:3000",
      "/video/videoCall": "http://localhost:3000",
    },
  },
});
