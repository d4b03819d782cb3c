import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBadges } from "./badges";
import { emOf, runsOf } from "./fonts";
import { pdfText, wordBoxes } from "./readback";
import { fitText } from "./text";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bizmeet-text-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("runsOf", () => {
  it("writes Hangul in Korean glyphs and a Chinese name's Han in Chinese glyphs, spaces kept in the run", () => {
    expect(runsOf("김 민준", "regular").map((r) => [r.font, r.text])).toEqual([["kr-regular", "김 민준"]]);
    expect(runsOf("陈伟 Chen", "bold").map((r) => r.font)).toEqual(["sc-bold"]);
  });

  it("switches font inside a text for a glyph the first font lacks", () => {
    // 陈 (simplified) is not in Noto Sans KR: a Korean text that holds it takes it from Noto Sans SC.
    const runs = runsOf("김陈", "regular");
    expect(runs.map((r) => [r.font, r.text])).toEqual([
      ["kr-regular", "김"],
      ["sc-regular", "陈"],
    ]);
  });

  it("writes letters neither font has without their accent, and drops what has no letter at all", () => {
    expect(
      runsOf("Łukasz Dvořák", "regular")
        .map((r) => r.text)
        .join(""),
    ).toBe("Lukasz Dvorák");
    expect(
      runsOf("Kim 😀", "regular")
        .map((r) => r.text)
        .join(""),
    ).toBe("Kim ");
  });
});

describe("fitText", () => {
  const box = {
    weight: "bold" as const,
    maxSize: 40,
    minSize: 10,
    width: 200,
    height: 100,
    maxLines: 2 as const,
  };

  it("keeps a short name at the largest size on one line", () => {
    const fitted = fitText("김민준", box);
    expect(fitted.size).toBe(40);
    expect(fitted.lines).toHaveLength(1);
  });

  it("shrinks or breaks a long name so that every line fits the width", () => {
    for (const name of [
      "Alexandra Konstantinopoulou-Wójcik",
      "독일연방공화국한국무역투자진흥공사대표",
      "X".repeat(80),
    ]) {
      const fitted = fitText(name, box);
      expect(fitted.size).toBeLessThan(40);
      for (const line of fitted.lines) expect(emOf(line) * fitted.size).toBeLessThanOrEqual(box.width + 1e-6);
      expect(fitted.lines.length * fitted.size * 1.2).toBeLessThanOrEqual(box.height + 1e-6);
    }
  });

  it("breaks a long text into even lines when both lines reach the largest size", () => {
    const fitted = fitText("上海乐普生物医疗集团有限公司", {
      ...box,
      weight: "regular",
      maxSize: 13,
      width: 130,
      height: 32,
    });
    expect(fitted.lines).toHaveLength(2);
    const [first, second] = fitted.lines.map((line) => line.map((r) => r.text).join(""));
    expect(Math.abs([...first!].length - [...second!].length)).toBeLessThanOrEqual(1);
  });

  it("cuts with an ellipsis instead of going below the smallest size when asked", () => {
    const fitted = fitText("A very long company name that cannot fit a narrow column at all", {
      weight: "regular",
      maxSize: 10,
      minSize: 8,
      width: 80,
      ellipsis: true,
    });
    expect(fitted.size).toBe(8);
    expect(fitted.lines[0]!.map((r) => r.text).join("")).toMatch(/…$/);
    expect(emOf(fitted.lines[0]!) * 8).toBeLessThanOrEqual(80);
  });
});

describe("badge text never leaves the badge", { timeout: 30_000 }, () => {
  it("keeps every word of very long names and companies inside the A6 page", async () => {
    const file = path.join(dir, "long.pdf");
    const names = [
      "Maximilian Alexander Konstantin von Hohenzollern-Sigmaringen",
      "남궁독고황보제갈선우사공서문어금",
      "欧阳诸葛司马上官慕容令狐皇甫长孙",
    ];
    await renderBadges(
      createWriteStream(file),
      names.map((name, i) => ({
        badgeId: `x${i}`,
        qr: `BZ1.long-${i}`,
        name,
        company: "International Medical Devices and Precision Instruments Manufacturing Corporation of Korea",
        role: "Buyer",
        subEvents: ["Matching", "Conference hall A: the future of digital health", "Networking dinner"],
        eventName: "The 12th International Medical Devices and Hospital Equipment Exhibition Seoul 2026",
      })),
      { size: "a6" },
    );
    const { pages, words } = await wordBoxes(file);
    expect(words.length).toBeGreaterThan(20);
    for (const word of words) {
      const page = pages[word.page - 1]!;
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(0);
      expect(word.xMax, word.text).toBeLessThanOrEqual(page.width);
    }
    const text = (await pdfText(file)).replace(/\s+/g, "");
    for (const name of names) expect(text).toContain(name.replace(/\s+/g, ""));
  });
});
