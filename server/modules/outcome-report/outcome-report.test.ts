import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOutcomeReport } from "../../../shared/contract";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { NOW, reportWorld } from "./outcome-report.fixture";

let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let staff: TestUser;

const url = (suffix = "", eventId = w.event.id) => `/api/host/events/${eventId}/report${suffix}`;
const get = (u: string, token?: string, lang = "en") => t.call({ method: "GET", url: u, token, lang });

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = NOW;
  w = await reportWorld(t);
  staff = await createUser(t.ctx);
  await t.ctx.db.insert(s.checkinStaff).values({ eventId: w.event.id, email: staff.email.toLowerCase() });
});
afterAll(() => t.close());

describe("who may read the report", () => {
  it("refuses anonymous callers, participants, check-in staff and other hosts, on every call", async () => {
    for (const suffix of ["", "/xlsx", "/pdf"]) {
      expect((await get(url(suffix))).statusCode).toBe(401);
      for (const user of [w.participant, staff, w.otherHost])
        expect((await get(url(suffix), user.token)).statusCode).toBe(403);
      // the host of the event, but a sub-event of another event: not found
      expect((await get(`${url(suffix)}?subEventId=${w.otherSub.id}`, w.host.token)).statusCode).toBe(404);
    }
    expect((await get(url("", 999_999), w.host.token)).statusCode).toBe(404);
  });

  it("answers the event's host and administrators", async () => {
    expect((await get(url(), w.host.token)).statusCode).toBe(200);
    expect((await get(url(), w.admin.token)).statusCode).toBe(200);
  });
});

describe("the report", () => {
  let r: TOutcomeReport;
  beforeAll(async () => {
    r = (await get(`${url()}?subEventId=${w.sub.id}`, w.host.token)).json();
  });
  const counts = (
    requested: number,
    agreed: number,
    held: number,
    noShow = 0,
    bothAbsent = 0,
    refilled = 0,
  ) => ({
    requested,
    agreed,
    held,
    noShow,
    bothAbsent,
    refilled,
  });

  it("counts the meetings by their day's outcome", () => {
    expect(r.totals).toEqual({ ...counts(8, 6, 3, 1, 1, 1), heldRate: 0.5 });
  });

  it("breaks them down by day and slot on the venue's clock, by role pair and by online / on site", () => {
    expect(r.byDay).toMatchObject([
      { key: "2026-12-01", ...counts(4, 4, 3, 1, 0, 1) },
      { key: "2026-12-02", ...counts(4, 2, 0, 0, 1, 0) },
    ]);
    expect(r.bySlot).toMatchObject([
      { key: "10:00", ...counts(3, 2, 1, 0, 1, 0) },
      { key: "11:00", ...counts(5, 4, 2, 1, 0, 1) },
    ]);
    expect(r.byRolePair).toEqual([
      { key: "seller-buyer", label: "Seller – Buyer", ...counts(8, 6, 3, 1, 1, 1) },
    ]);
    expect(r.byMode).toMatchObject([
      { key: "online", label: "Online", ...counts(2, 1, 1) },
      { key: "offline", label: "On site", ...counts(6, 5, 2, 1, 1, 1) },
    ]);
  });

  it("counts a meeting once under each side's category and country", () => {
    expect(r.byCategory.map((c) => [c.label, c.requested, c.held])).toEqual([
      ["Food", 6, 2],
      ["IT", 5, 2],
      ["Not given", 3, 1],
    ]);
    expect(r.byCountry.map((c) => [c.key, c.label, c.requested])).toEqual([
      ["KR", "South Korea", 6],
      ["JP", "Japan", 5],
      ["US", "United States", 3],
    ]);
  });

  it("counts live entrance check-ins per venue hour against the badges expected", () => {
    expect(r.checkins.perHour).toEqual([
      { hour: "2026-12-01 09:00", count: 2 },
      { hour: "2026-12-01 10:00", count: 1 },
    ]);
    expect(r.checkins).toMatchObject({ checkedIn: 3, expected: 5 });
  });

  it("summarises every survey question: the mean of stars, the count of each option", () => {
    expect(r.surveys).toEqual([
      expect.objectContaining({
        title: "Overall satisfaction",
        highlight: "satisfaction",
        answers: 3,
        mean: 4,
      }),
      expect.objectContaining({
        title: "Interest in follow-up",
        highlight: "followUp",
        answers: 3,
        options: [
          { id: "y", label: "Yes", count: 2 },
          { id: "m", label: "Maybe", count: 1 },
          { id: "n", label: "No", count: 0 },
        ],
      }),
      expect.objectContaining({
        title: "Topics",
        highlight: null,
        answers: 2,
        options: [
          { id: "a", label: "Price", count: 2 },
          { id: "b", label: "Delivery", count: 1 },
          { id: "c", label: "Quality", count: 0 },
        ],
      }),
    ]);
  });

  it("is the same for the whole event (one sub-event) and speaks the caller's language", async () => {
    const ko: TOutcomeReport = (await get(url(), w.host.token, "ko")).json();
    expect(ko.totals).toEqual(r.totals);
    expect(ko.byMode.map((m) => m.label)).toEqual(["온라인", "현장"]);
    expect(ko.byCountry[0]!.label).toBe("대한민국");
  });
});

describe("exports", () => {
  const link = async (kind: "xlsx" | "pdf", lang: string) =>
    (await get(`${url(`/${kind}`)}?subEventId=${w.sub.id}&lang=${lang}`, w.host.token)).json().url as string;

  it("gives a spreadsheet with one sheet per breakdown, in the asked language", async () => {
    const res = await get(await link("xlsx", "en"));
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sh) => sh.name)).toEqual([
      "Summary",
      "By day",
      "By time slot",
      "By category",
      "By country",
      "By role pair",
      "Online - on site",
      "Entrance check-ins per hour",
      "Surveys",
    ]);
    const summary = book.getWorksheet("Summary")!;
    expect(summary.getRow(5).values).toEqual([undefined, "Requested", 8]);
    expect(summary.getRow(7).values).toEqual([undefined, "Held", 3]);
    expect(book.getWorksheet("By day")!.getRow(2).values).toEqual([
      undefined,
      "2026-12-01",
      4,
      4,
      3,
      1,
      0,
      1,
    ]);
    const surveys = book
      .getWorksheet("Surveys")!
      .getSheetValues()
      .map((row) => (row as unknown[])?.slice(1));
    expect(surveys).toContainEqual(["Interest in follow-up", "Yes", 2]);
  });

  it("gives a PDF with the titles, the charts' words and the numbers; the link expires", async () => {
    const pdfLink = await link("pdf", "ko");
    const res = await get(pdfLink);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "report-")), "r.pdf");
    writeFileSync(file, res.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const word of [
      "성과 보고서",
      "성과 엑스포",
      "미팅 결과",
      "날짜별",
      "시간별 입장 체크인",
      "Interest in follow-up",
      "50%",
      "Matching",
    ])
      expect(text).toContain(word);
    expect(text).toMatch(/평균 4점 \(3개 응답\)/);
    expect(text).toMatch(/3\s*\/\s*5/);
    // in Chinese too (the SC font)
    writeFileSync(file, (await get(await link("pdf", "zh"))).rawPayload);
    const zh = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    for (const word of ["成果报告", "洽谈结果", "按日期", "平均 4 分"]) expect(zh).toContain(word);
    t.clock.now = new Date(NOW.getTime() + 31 * 60_000);
    expect((await get(pdfLink)).statusCode).toBe(404);
    t.clock.now = NOW;
  });
});
