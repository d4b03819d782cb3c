import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderAgendas } from "./agendas";
import { pdfPageCount, pdfText, readQr } from "./readback";
import type { AgendaDoc, AgendaMeeting } from "./types";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bizmeet-agendas-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A meeting at a fixed instant (UTC), 30 minutes long. */
const meeting = (startsAt: string, over: Partial<AgendaMeeting> = {}): AgendaMeeting => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  subEvent: "수출상담회",
  place: "A-07",
  placeZone: "A홀",
  counterpartCompany: "한국메디칼 주식회사",
  counterpartPerson: "박서연",
  online: false,
  interpreter: null,
  ...over,
});

const agenda = (over: Partial<AgendaDoc>): AgendaDoc => ({
  lang: "ko",
  timeZone: "Asia/Seoul",
  eventName: "2026 서울 국제 의료기기 전시회",
  venue: "코엑스 A홀",
  person: { name: "김민준", company: "삼성메디슨", role: "바이어" },
  qr: "BZ1.agenda.sig",
  meetings: [],
  ...over,
});

async function render(name: string, docs: AgendaDoc[]) {
  const file = path.join(dir, name);
  await renderAgendas(createWriteStream(file), docs);
  return file;
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("renderAgendas", { timeout: 30_000 }, () => {
  it("writes a Korean agenda on the venue's clock in Seoul, with places, counterparts and the mode", async () => {
    const file = await render("seoul.pdf", [
      agenda({
        meetings: [
          meeting("2026-11-28T01:00:00Z", { interpreter: "이통역" }),
          meeting("2026-11-28T05:30:00Z", {
            online: true,
            place: null,
            placeZone: null,
            counterpartCompany: "深圳迈瑞医疗",
          }),
          meeting("2026-11-29T00:00:00Z", { place: null, placeZone: null }),
        ],
      }),
    ]);
    const text = squash(await pdfText(file));
    expect(text).toContain("개인 일정표");
    expect(text).toContain("김민준 · 삼성메디슨 · 바이어");
    expect(text).toContain("Seoul 현지 시간입니다 (GMT+09:00)");
    expect(text).toContain("2026-11-28 (토)");
    expect(text).toContain("10:00–10:30");
    expect(text).toContain("14:30–15:00");
    expect(text).toContain("2026-11-29 (일)");
    expect(text).toContain("09:00–09:30");
    expect(text).toContain("A-07");
    expect(text).toContain("A홀");
    expect(text).toContain("한국메디칼 주식회사");
    expect(text).toContain("深圳迈瑞医疗");
    expect(text).toContain("이통역");
    expect(text).toContain("현장");
    expect(text).toContain("온라인");
    expect(text).toContain("화상 미팅");
    expect(text).toContain("장소 미정");
    expect(await readQr(file, 1)).toBe("BZ1.agenda.sig");
  });

  it("writes an English agenda in Los Angeles time and a Chinese one with Chinese labels", async () => {
    const file = await render("la-zh.pdf", [
      agenda({
        lang: "en",
        timeZone: "America/Los_Angeles",
        person: { name: "John Smith", company: "Acme Medical", role: "Seller" },
        meetings: [
          meeting("2026-11-28T18:00:00Z", { counterpartCompany: "Mayo Devices", interpreter: "Jane Doe" }),
        ],
      }),
      agenda({
        lang: "zh",
        timeZone: "Asia/Shanghai",
        person: { name: "陈伟", company: "深圳迈瑞", role: "卖家" },
        meetings: [meeting("2026-11-28T02:00:00Z", { online: true, place: null, placeZone: null })],
      }),
    ]);
    const english = squash(await pdfText(file, 1));
    expect(english).toContain("Personal agenda");
    expect(english).toContain("Los Angeles local time (GMT-08:00)");
    expect(english).toContain("2026-11-28 (Sat)");
    expect(english).toContain("10:00–10:30");
    expect(english).toContain("On site");
    expect(english).toContain("Jane Doe");
    const chinese = squash(await pdfText(file, 2));
    expect(chinese).toContain("个人日程");
    expect(chinese).toContain("10:00–10:30");
    expect(chinese).toContain("线上");
    expect(chinese).toContain("陈伟");
    expect(chinese).toContain("1/1");
  });

  it("starts each person on a new page, repeats the header and numbers the pages per person", async () => {
    const many = Array.from({ length: 24 }, (_, i) =>
      meeting(new Date(Date.parse("2026-11-28T00:00:00Z") + i * 30 * 60_000).toISOString()),
    );
    const file = await render("many.pdf", [
      agenda({ meetings: many }),
      agenda({
        person: { name: "이서준", company: "LG전자", role: "바이어" },
        qr: "BZ1.second",
        meetings: [],
      }),
    ]);
    expect(await pdfPageCount(file)).toBe(3);
    const [first, second, third] = await Promise.all([1, 2, 3].map((p) => pdfText(file, p)));
    expect(squash(first!)).toContain("1/2");
    expect(squash(second!)).toContain("2/2");
    expect(squash(second!)).toContain("개인 일정표");
    expect(squash(second!)).toContain("김민준 · 삼성메디슨");
    expect(squash(third!)).toContain("이서준");
    expect(squash(third!)).toContain("1/1");
    expect(squash(third!)).toContain("예정된 미팅이 없습니다.");
    expect(await readQr(file, 3)).toBe("BZ1.second");
  });
});
