import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPageCount, pdfText } from "./readback";
import type { BadgeCard } from "./types";
import { PdfStopped, renderInWorker } from "./worker";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bizmeet-worker-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const cards = (count: number): BadgeCard[] =>
  Array.from({ length: count }, (_, i) => ({
    badgeId: `w${i}`,
    qr: `BZ1.w${i}.sig`,
    name: i % 2 ? `참가자${i}` : `Guest ${i}`,
    company: "Bizmeet",
    role: "Buyer",
    subEvents: [],
    eventName: "Worker Expo",
  }));

describe("renderInWorker", () => {
  it("renders a document in a worker thread from a streamed source, in batches, with progress", async () => {
    const file = path.join(dir, "badges.pdf");
    async function* source() {
      yield* cards(1_203);
    }
    const seen: number[] = [];
    const result = await renderInWorker(
      { kind: "badges", size: "label-4x3", cards: source(), total: 1_203 },
      file,
      (done) => seen.push(done),
    );
    expect(result.items).toBe(1_203);
    expect(result.bytes).toBeGreaterThan(10_000);
    expect(seen.at(-1)).toBe(1_203);
    expect(await pdfPageCount(file)).toBe(201);
    expect(await pdfText(file, 201)).toContain("참가자1201");
    expect(await readdir(dir)).not.toContain("badges.pdf.part");
  }, 60_000);

  it("renders agendas and table cards too", async () => {
    const agendas = path.join(dir, "agendas.pdf");
    await renderInWorker(
      {
        kind: "agendas",
        docs: [
          {
            lang: "en",
            timeZone: "Asia/Seoul",
            eventName: "Worker Expo",
            venue: null,
            person: { name: "Kim", company: "K", role: "Buyer" },
            qr: "q",
            meetings: [],
          },
        ],
      },
      agendas,
    );
    expect(await pdfText(agendas)).toContain("No meetings scheduled.");
    const tables = path.join(dir, "tables.pdf");
    await renderInWorker(
      {
        kind: "tableCards",
        cards: [{ name: "A-01", zone: "A", qr: "t", eventName: "E", subEventName: "S" }],
      },
      tables,
    );
    expect(await pdfText(tables)).toContain("A-01");
  }, 60_000);

  it("stops on abort and leaves no file", async () => {
    const file = path.join(dir, "stopped.pdf");
    const controller = new AbortController();
    const run = renderInWorker(
      { kind: "badges", size: "a6", cards: cards(20_000) },
      file,
      (done) => {
        if (done > 0) controller.abort();
      },
      controller.signal,
    );
    await expect(run).rejects.toBeInstanceOf(PdfStopped);
    const left = await readdir(dir);
    expect(left).not.toContain("stopped.pdf");
    expect(left).not.toContain("stopped.pdf.part");
  }, 60_000);
});
