import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import * as contract from "./shared/contract";
import { LANGUAGES, type Language } from "./shared/i18n/languages";
import { CATALOGUE_PARTS, type CataloguePart, cataloguePart } from "./web/i18n/parts";

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

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), languageCatalogues(), contractRoutes()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/files": "http://localhost:3000",
      "/socket.io": { target: "http://localhost:3000", ws: true },
    },
  },
});
