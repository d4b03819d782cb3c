import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPageCount, pdfText, readQr, wordBoxes } from "./readback";
import { renderTableCards } from "./table-cards";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bizmeet-cards-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("renderTableCards", { timeout: 30_000 }, () => {
  it("writes one A5 landscape card per place: name very large, zone, event and a readable QR", async () => {
    const file = path.join(dir, "cards.pdf");
    await renderTableCards(createWriteStream(file), [
      {
        name: "A-07",
        zone: "A홀",
        qr: "BZP.table.a07",
        eventName: "2026 서울 국제 의료기기 전시회",
        subEventName: "수출상담회",
      },
      {
        name: "深圳迈瑞 展位 B-112",
        zone: "Hall B",
        qr: "BZP.booth.b112",
        eventName: "Seoul Expo",
        subEventName: "",
      },
    ]);
    expect(await pdfPageCount(file)).toBe(2);
    const text = await pdfText(file);
    for (const word of ["A-07", "A홀", "수출상담회", "2026 서울 국제 의료기기 전시회", "Hall B", "B-112"])
      expect(text).toContain(word);
    const { pages, words } = await wordBoxes(file);
    expect(pages[0]!.width).toBeGreaterThan(pages[0]!.height);
    expect(Math.round(pages[0]!.width)).toBe(595);
    const name = words.find((w) => w.text === "A-07")!;
    expect(name.yMax - name.yMin).toBeGreaterThan(100); // the name is printed very large
    expect(await readQr(file, 1)).toBe("BZP.table.a07");
    expect(await readQr(file, 2)).toBe("BZP.booth.b112");
  });
});
