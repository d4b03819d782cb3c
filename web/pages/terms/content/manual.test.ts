import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type ManualBlock, type ManualPage, type ManualSection, manual, manualPageIds } from "./manual";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

/** The id tree of a page: [id, [child ids]] per main section. */
function idTree(page: ManualPage): [string, string[]][] {
  return page.sections.map((s) => [s.id, (s.children ?? []).map((c) => c.id)]);
}

function allSections(page: ManualPage): ManualSection[] {
  return page.sections.flatMap((s) => [s, ...(s.children ?? [])]);
}

function allBlocks(page: ManualPage): ManualBlock[] {
  return allSections(page).flatMap((s) => s.blocks);
}

describe("user manual", () => {
  it("has exactly the three pages, each in ko and en", () => {
    expect([...manualPageIds].sort()).toEqual(["createEvent", "manageEvent", "participateEvent"]);
    expect(Object.keys(manual).sort()).toEqual([...manualPageIds].sort());
    for (const id of manualPageIds) {
      expect(manual[id].ko.id).toBe(id);
      expect(manual[id].en.id).toBe(id);
    }
  });

  describe.each(manualPageIds)("%s", (id) => {
    const { ko, en } = manual[id];

    it("has identical section id trees in ko and en", () => {
      expect(idTree(ko)).toEqual(idTree(en));
    });

    it("has 5 to 8 main sections and mostly 1 to 4 sub-sections", () => {
      expect(ko.sections.length).toBeGreaterThanOrEqual(5);
      expect(ko.sections.length).toBeLessThanOrEqual(8);
      const withChildren = ko.sections.filter((s) => (s.children?.length ?? 0) >= 1);
      expect(withChildren.length * 2).toBeGreaterThan(ko.sections.length);
      for (const s of ko.sections) expect(s.children?.length ?? 0).toBeLessThanOrEqual(4);
    });

    it("uses unique kebab-case section ids", () => {
      const ids = allSections(ko).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const sid of ids) expect(sid).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it("nests sub-sections one level only", () => {
      for (const lang of [ko, en]) {
        for (const s of lang.sections) for (const c of s.children ?? []) expect(c.children).toBeUndefined();
      }
    });

    it("has no empty texts", () => {
      for (const lang of [ko, en]) {
        expect(lang.title.trim()).not.toBe("");
        expect(lang.intro.trim()).not.toBe("");
        for (const s of allSections(lang)) {
          expect(s.title.trim()).not.toBe("");
          expect(s.blocks.length + (s.children?.length ?? 0)).toBeGreaterThan(0);
        }
        for (const b of allBlocks(lang)) {
          if (b.kind === "p" || b.kind === "tip") expect(b.text?.trim()).toBeTruthy();
          if (b.kind === "steps") {
            expect(b.items?.length).toBeGreaterThan(0);
            for (const item of b.items ?? []) expect(item.trim()).not.toBe("");
          }
          if (b.kind === "image") expect(b.alt?.trim()).toBeTruthy();
        }
      }
    });

    it("has at least 3 images, each an existing file under web/public", () => {
      for (const lang of [ko, en]) {
        const images = allBlocks(lang).filter((b) => b.kind === "image");
        expect(images.length).toBeGreaterThanOrEqual(3);
        for (const b of images) {
          expect(b.src).toMatch(/^\/manual\/[a-z0-9-]+\.svg$/);
          expect(existsSync(`${publicDir}${b.src}`), `${b.src} exists`).toBe(true);
        }
      }
    });

    it("writes the Korean manual in Korean and the English one without Hangul", () => {
      const hangul = /[\uac00-\ud7a3]/;
      expect(ko.title).toMatch(hangul);
      for (const b of allBlocks(en)) {
        for (const t of [b.text, b.alt, ...(b.items ?? [])]) if (t) expect(t).not.toMatch(hangul);
      }
      for (const s of allSections(en)) expect(s.title).not.toMatch(hangul);
    });
  });
});
