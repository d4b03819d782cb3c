/**
 * Builders that author the manual as Korean/English pairs side by side, so a translator sees both
 * texts together and the two languages cannot drift apart in structure.
 */
import type { ManualBlock, ManualPage, ManualPageId, ManualSection } from "./manual";

/** A text in Korean and English. */
export type Pair = readonly [ko: string, en: string];

export interface BiBlock {
  ko: ManualBlock;
  en: ManualBlock;
}

export interface BiSection {
  ko: ManualSection;
  en: ManualSection;
}

export function p(ko: string, en: string): BiBlock {
  return { ko: { kind: "p", text: ko }, en: { kind: "p", text: en } };
}

export function tip(ko: string, en: string): BiBlock {
  return { ko: { kind: "tip", text: ko }, en: { kind: "tip", text: en } };
}

/** A numbered list; each item is a [ko, en] pair. */
export function steps(...items: Pair[]): BiBlock {
  return {
    ko: { kind: "steps", items: items.map(([ko]) => ko) },
    en: { kind: "steps", items: items.map(([, en]) => en) },
  };
}

/** An illustration from web/public/manual/{name}.svg with a localised alternative text. */
export function img(name: string, altKo: string, altEn: string): BiBlock {
  const src = `/manual/${name}.svg`;
  return { ko: { kind: "image", src, alt: altKo }, en: { kind: "image", src, alt: altEn } };
}

export function section(id: string, title: Pair, blocks: BiBlock[], children?: BiSection[]): BiSection {
  const build = (lang: "ko" | "en"): ManualSection => {
    const s: ManualSection = {
      id,
      title: lang === "ko" ? title[0] : title[1],
      blocks: blocks.map((b) => b[lang]),
    };
    if (children?.length) s.children = children.map((c) => c[lang]);
    return s;
  };
  return { ko: build("ko"), en: build("en") };
}

export function page(
  id: ManualPageId,
  title: Pair,
  intro: Pair,
  sections: BiSection[],
): { ko: ManualPage; en: ManualPage } {
  return {
    ko: { id, title: title[0], intro: intro[0], sections: sections.map((s) => s.ko) },
    en: { id, title: title[1], intro: intro[1], sections: sections.map((s) => s.en) },
  };
}
