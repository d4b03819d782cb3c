import { describe, expect, it } from "vitest";
import type { TCaptionLine } from "../../../shared/captions/protocol";
import { mergeLine, throttleInterim } from "./lines";

const line = (identity: string, text: string, final: boolean): TCaptionLine => ({
  room: "meeting:1",
  id: final ? 1 : null,
  identity,
  name: identity,
  lang: "ko-KR",
  text,
  final,
  at: "2026-11-28T00:00:00.000Z",
});

describe("caption overlay lines", () => {
  it("replaces a speaker's changing line, keeps every speaker's, and keeps the latest few", () => {
    let lines: TCaptionLine[] = [];
    lines = mergeLine(lines, line("a", "hel", false));
    lines = mergeLine(lines, line("b", "안녕", false));
    lines = mergeLine(lines, line("a", "hello", false));
    expect(lines.map((l) => l.text)).toEqual(["안녕", "hello"]);
    lines = mergeLine(lines, line("a", "hello there", true));
    lines = mergeLine(lines, line("b", "안녕하세요", true));
    expect(lines.map((l) => [l.text, l.final])).toEqual([
      ["hello there", true],
      ["안녕하세요", true],
    ]);
    for (let i = 0; i < 10; i++) lines = mergeLine(lines, line("a", `line ${i}`, true), 3);
    expect(lines.map((l) => l.text)).toEqual(["line 7", "line 8", "line 9"]);
  });

  it("sends interim results at most every 300 ms and finals always", () => {
    let clock = 0;
    const sent: string[] = [];
    const send = throttleInterim(
      (text, final) => sent.push(`${text}${final ? "." : ""}`),
      () => clock,
    );
    send("a", false);
    clock = 100;
    send("ab", false);
    send("abc", true);
    clock = 200;
    send("d", false);
    send("", true);
    expect(sent).toEqual(["a", "abc.", "d"]);
  });
});
