import {
  PLACE_KIND_CODES,
  PLACE_NAME_MAX,
  PLACE_ZONE_MAX,
  type TPlaceKind,
  type TPlaceSheetRow,
} from "../../../shared/contract";

/** The names of numbered tables: prefix + number zero-padded to `width` ("A-" 2 from 1: "A-01", "A-02", ...). */
export function tableNames(body: { count: number; prefix: string; width: number; start: number }): string[] {
  const prefix = body.prefix.trimStart();
  return Array.from(
    { length: body.count },
    (_, i) => `${prefix}${String(body.start + i).padStart(body.width, "0")}`,
  );
}

/** A list of names for a message: the first `max`, then how many more. */
export function nameList(names: string[], max = 10): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} (+${names.length - max})` : shown;
}

/** The kinds as a sheet may spell them: the codes, and the words of the three languages. */
const KIND_WORDS: Record<string, TPlaceKind> = {
  table: "table",
  booth: "booth",
  room: "room",
  테이블: "table",
  부스: "booth",
  회의실: "room",
  룸: "room",
  桌: "table",
  桌子: "table",
  洽谈桌: "table",
  展位: "booth",
  会议室: "room",
  房间: "room",
};

export function parseKind(value: string): TPlaceKind | undefined {
  const word = value.trim().toLowerCase();
  if (word === "") return "table";
  return KIND_WORDS[word] ?? ((PLACE_KIND_CODES as readonly string[]).find((k) => k === word) as TPlaceKind);
}

const text = (cell: string | number | null | undefined) =>
  cell === null || cell === undefined ? "" : String(cell).trim();

function fraction(cell: string | number | null | undefined): number | null | undefined {
  const t = text(cell);
  if (t === "") return null;
  const n = Number(t.replace(",", "."));
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
}

export interface ParsedRow {
  row: number;
  kind: TPlaceKind;
  name: string;
  zone: string;
  /** The company as written ('' for a pooled place). */
  company: string;
  x: number | null;
  y: number | null;
}

export interface RowProblem {
  row: number;
  key: string;
  params: Record<string, string | number>;
}

/**
 * Reads the sheet's rows on their own (kinds, name and zone lengths, pins, names twice in the file); the
 * companies are checked against the sub-event by the service. Every bad row gives a problem; rows with no
 * text at all are skipped.
 */
export function readRows(rows: TPlaceSheetRow[]): { parsed: ParsedRow[]; problems: RowProblem[] } {
  const parsed: ParsedRow[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const cells = [r.kind, r.name, r.zone, r.company, r.x, r.y].map(text);
    if (cells.every((c) => c === "")) continue;
    const [kindText, name, zone, company] = cells as [string, string, string, string];
    const before = problems.length;
    const problem = (key: string, params: Record<string, string | number> = {}) =>
      problems.push({ row: r.row, key, params });
    const kind = parseKind(kindText);
    if (!kind) problem("places.import.kind", { value: kindText.slice(0, 30) });
    if (name === "") problem("places.import.nameMissing");
    else if (name.length > PLACE_NAME_MAX) problem("places.import.nameTooLong", { max: PLACE_NAME_MAX });
    if (zone.length > PLACE_ZONE_MAX) problem("places.import.zoneTooLong", { max: PLACE_ZONE_MAX });
    const x = fraction(r.x);
    const y = fraction(r.y);
    if (x === undefined || y === undefined || (x === null) !== (y === null)) problem("places.import.pin");
    const first = firstRowOf.get(name);
    if (name !== "" && first !== undefined) problem("places.import.duplicate", { name, first });
    else if (name !== "") firstRowOf.set(name, r.row);
    if (problems.length === before && kind && x !== undefined && y !== undefined)
      parsed.push({ row: r.row, kind, name, zone, company, x, y });
  }
  return { parsed, problems };
}
