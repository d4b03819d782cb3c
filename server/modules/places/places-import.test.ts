import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlace } from "../../../shared/contract";
import { buildPlacesWorkbook, readPlacesSheet } from "../../../web/features/places/places-sheet";
import { createApplication, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
const HEADERS = ["Kind", "Name", "Zone", "Fixed company", "x", "y"];

const places = () => `/api/host/subEvents/${w.s1.id}/places`;
const importSheet = async (rows: unknown[], token = w.host.token, lang = "en") =>
  t.call({ method: "POST", url: `${places()}/import`, token, lang, payload: { rows } });
const list = async (): Promise<TPlace[]> =>
  (await t.call({ method: "GET", url: places(), token: w.host.token })).json().places;

/** A real .xlsx file: written by exceljs the way a person's spreadsheet program would save it. */
async function file(rows: (string | number | null)[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Places");
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  const exhibitor = await createUser(t.ctx, { company: "Booth Works" });
  await createApplication(t.ctx, w.s1.id, exhibitor.id, {
    approval: "approval",
    type: "booth",
    name: "Booth Works",
  });
  for (const name of ["Twin Co", "Twin Co"])
    await createApplication(t.ctx, w.s1.id, (await createUser(t.ctx)).id, {
      approval: "approval",
      type: "seller",
      name,
    });
});
afterAll(() => t.close());

describe("importing the places sheet", () => {
  it("refuses anonymous callers, participants and another event's host", async () => {
    const rows = [{ row: 2, kind: "table", name: "T-1" }];
    expect((await t.call({ method: "POST", url: `${places()}/import`, payload: { rows } })).statusCode).toBe(
      401,
    );
    for (const user of [w.seller, w.buyer, w.otherHost])
      expect((await importSheet(rows, user.token)).statusCode).toBe(403);
  });

  it("creates the places of a real file (kinds in any language, a fixed company, pins)", async () => {
    const rows = await readPlacesSheet(
      await file([
        ["table", "A-01", "Hall A", null, 0.1, 0.2],
        ["테이블", "A-02", "Hall A", null, null, null],
        ["booth", "B-1", "Hall B", "booth works", 0.5, 0.5],
        ["会议室", "Room 1", "", "Acme Robotics", null, null],
      ]),
    );
    const res = await importSheet(rows);
    expect(res.json()).toEqual({ saved: true, created: 4, updated: 0, problems: [] });
    const saved = await list();
    expect(saved.map((p) => [p.kind, p.name, p.zone, p.companyName, p.x, p.y])).toEqual([
      ["table", "A-01", "Hall A", "", 0.1, 0.2],
      ["table", "A-02", "Hall A", "", null, null],
      ["booth", "B-1", "Hall B", "Booth Works", 0.5, 0.5],
      ["room", "Room 1", "", "Acme Robotics", null, null],
    ]);
  });

  it("reports every bad row with its number and reason, and saves nothing", async () => {
    const rows = await readPlacesSheet(
      await file([
        ["table", "A-01", "Hall C", null, null, null],
        ["chair", "A-03", "", null, null, null],
        ["table", "X".repeat(61), "", null, null, null],
        ["table", "A-01", "", null, null, null],
        ["table", "A-04", "", "Nobody Inc", null, null],
        ["table", "A-05", "", null, 1.5, 0.2],
        ["table", "A-06", "", null, 0.5, null],
        ["table", "A-07", "", "Twin Co", null, null],
        ["table", "A-08", "", "Acme Robotics", null, null],
        ["table", "", "Hall A", null, null, null],
      ]),
    );
    const res = await importSheet(rows);
    expect(res.json().saved).toBe(false);
    expect(res.json().problems.map((p: { row: number; message: string }) => [p.row, p.message])).toEqual([
      [3, "places.import.kind"],
      [4, "places.import.nameTooLong"],
      [5, "places.import.duplicate"],
      [6, "places.import.company"],
      [7, "places.import.pin"],
      [8, "places.import.pin"],
      [9, "places.import.companyAmbiguous"],
      [10, "places.import.ownerElsewhere"],
      [11, "places.import.nameMissing"],
    ]);
    expect(res.json().problems[0].detail).toBe('Row 3: unknown kind "chair" (table, booth or room)');
    const ko = await importSheet(rows, w.host.token, "ko");
    expect(ko.json().problems[3].detail).toContain("6행");
    expect((await list()).find((p) => p.name === "A-01")?.zone).toBe("Hall A");
    expect(await list()).toHaveLength(4);
  });

  it("upserts by name: updates what the file names, moves an owner between places, leaves the rest", async () => {
    const rows = await readPlacesSheet(
      await file([
        ["room", "A-01", "Hall C", "Acme Robotics", 0.9, 0.9],
        ["room", "Room 1", "", null, null, null],
        ["table", "A-09", "Hall A", null, null, null],
      ]),
    );
    expect((await importSheet(rows)).json()).toEqual({ saved: true, created: 1, updated: 2, problems: [] });
    const saved = await list();
    expect(saved.find((p) => p.name === "A-01")).toMatchObject({
      kind: "room",
      zone: "Hall C",
      companyName: "Acme Robotics",
    });
    expect(saved.find((p) => p.name === "Room 1")).toMatchObject({ applicationId: null });
    expect(saved.find((p) => p.name === "B-1")).toMatchObject({ companyName: "Booth Works" });
    expect(saved).toHaveLength(5);
  });

  it("exports a sheet that imports back unchanged", async () => {
    const before = await list();
    const book = await buildPlacesWorkbook("Places", HEADERS, before);
    const rows = await readPlacesSheet((await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(rows).toHaveLength(5);
    expect((await importSheet(rows)).json()).toEqual({ saved: true, created: 0, updated: 5, problems: [] });
    const strip = (p: TPlace) => [p.kind, p.name, p.zone, p.applicationId, p.x, p.y];
    expect((await list()).map(strip)).toEqual(before.map(strip));
  });

  it("limits the size: more than 2,000 rows is refused", async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => ({ row: i + 2, kind: "table", name: `T-${i}` }));
    const res = await importSheet(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("places.import.tooMany");
  });
});
