import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBadges } from "./badges";
import { pdfPageCount, pdfText, readQr } from "./readback";
import type { BadgeCard } from "./types";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bizmeet-badges-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const card = (over: Partial<BadgeCard>): BadgeCard => ({
  badgeId: "b",
  qr: "BZ1.b.sig",
  name: "Name",
  company: "Company",
  role: "Buyer",
  subEvents: [],
  eventName: "Seoul Medical Expo 2026",
  ...over,
});

const CARDS: BadgeCard[] = [
  card({
    badgeId: "k1",
    qr: "BZ1.7f3a9c2e4b1d.Xk9Qm2Np8Lv5Rt7Yw1Z4",
    name: "김민준",
    company: "삼성메디슨 주식회사",
    role: "바이어",
    subEvents: ["수출상담회", "의료기기 세미나"],
  }),
  card({
    badgeId: "c1",
    qr: "BZ1.0a1b2c3d4e5f.Q2w3E4r5T6y7U8i9O0p",
    name: "陈伟",
    company: "深圳迈瑞生物医疗电子股份有限公司",
    role: "卖家",
    subEvents: ["配对洽谈"],
  }),
  card({
    badgeId: "t1",
    qr: "BZ1.9e8d7c6b5a4f.TradChineseSignature",
    name: "陳志偉",
    company: "臺灣精密儀器股份有限公司",
    role: "Seller",
  }),
  card({
    badgeId: "l1",
    qr: "BZ1.1234abcd.LatinSig",
    name: "Émilie Dubois",
    company: "Medtronic France SAS",
    role: "Speaker",
  }),
];

async function render(name: string, cards: BadgeCard[] | AsyncIterable<BadgeCard>, size: "a6" | "label-4x3") {
  const file = path.join(dir, name);
  await renderBadges(createWriteStream(file), cards, { size });
  return file;
}

describe("renderBadges", { timeout: 30_000 }, () => {
  it("writes one A6 badge per page with Korean, Chinese (simplified and traditional) and Latin names", async () => {
    const file = await render("a6.pdf", CARDS, "a6");
    expect(await pdfPageCount(file)).toBe(4);
    const text = await pdfText(file);
    for (const c of CARDS) {
      expect(text).toContain(c.name);
      expect(text).toContain(c.company);
      expect(text).toContain(c.role);
    }
    expect(text).toContain("수출상담회 · 의료기기 세미나");
    expect(await pdfText(file, 2)).toContain("陈伟");
  });

  it("draws each badge's QR code so that it reads back as its payload", async () => {
    const file = await render("qr.pdf", CARDS, "a6");
    for (const [i, c] of CARDS.entries()) expect(await readQr(file, i + 1)).toBe(c.qr);
  });

  it("puts six 4x3 inch labels on an A4 sheet, each QR readable in its label", async () => {
    const cards = Array.from({ length: 7 }, (_, i) =>
      card({ name: `참가자 ${i + 1}`, qr: `BZ1.label-${i + 1}.sig` }),
    );
    const file = await render("labels.pdf", cards, "label-4x3");
    expect(await pdfPageCount(file)).toBe(2);
    expect(await pdfText(file, 2)).toContain("참가자 7");
    // The second label of the first sheet: column 2, row 1 of the grid centred on A4.
    const label = { width: 288, height: 216 };
    const grid = { x: (595.28 - 2 * label.width) / 2, y: (841.89 - 3 * label.height) / 2 };
    const region = { x: grid.x + label.width, y: grid.y, ...label };
    expect(await readQr(file, 1, region)).toBe("BZ1.label-2.sig");
    expect(await readQr(file, 1, { ...region, x: grid.x, y: grid.y + 2 * label.height })).toBe(
      "BZ1.label-5.sig",
    );
  });

  it("streams from an async source and reports progress against the given total", async () => {
    async function* source() {
      for (const c of CARDS) yield c;
    }
    const seen: [number, number][] = [];
    const file = path.join(dir, "stream.pdf");
    await renderBadges(createWriteStream(file), source(), {
      size: "a6",
      total: CARDS.length,
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen).toEqual(CARDS.map((_, i) => [i + 1, CARDS.length]));
    expect(await pdfPageCount(file)).toBe(CARDS.length);
  });

  it("writes a valid one-page PDF for an empty set", async () => {
    const file = await render("empty.pdf", [], "a6");
    expect(await pdfPageCount(file)).toBe(1);
  });
});
