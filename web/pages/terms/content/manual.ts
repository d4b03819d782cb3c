/**
 * The bilingual user manual shown at /terms/manual/{page}. The Chinese interface shows the English
 * manual. Each page is authored once as ko/en pairs (see manual-build.ts), so the two languages
 * always share the same section tree.
 */
import { createEvent } from "./manual-create";
import { manageEvent } from "./manual-manage";
import { participateEvent } from "./manual-participate";

export type ManualPageId = "participateEvent" | "createEvent" | "manageEvent";

export interface ManualBlock {
  kind: "p" | "tip" | "steps" | "image";
  text?: string;
  items?: string[];
  src?: string;
  alt?: string;
}

/** A heading of the manual; `children` are its sub-headings (one level only). */
export interface ManualSection {
  id: string;
  title: string;
  blocks: ManualBlock[];
  children?: ManualSection[];
}

export interface ManualPage {
  id: ManualPageId;
  title: string;
  intro: string;
  sections: ManualSection[];
}

export const manualPageIds: readonly ManualPageId[] = ["participateEvent", "createEvent", "manageEvent"];

export const manual: Record<ManualPageId, { ko: ManualPage; en: ManualPage }> = {
  participateEvent,
  createEvent,
  manageEvent,
};
