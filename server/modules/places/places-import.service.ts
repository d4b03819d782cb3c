import type { TImportProblem, TPlaceSheetRow } from "../../../shared/contract";
import { type Language, translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Conflict } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { violated } from "../meetings/meetings.errors";
import { type RowProblem, readRows } from "./places.logic";
import * as repo from "./places.repository";

type Owner = Awaited<ReturnType<typeof repo.ownerCandidates>>[number];

const companyKey = (name: string) => name.trim().toLowerCase();
const cellText = (cell: TPlaceSheetRow["company"]) =>
  cell === null || cell === undefined ? "" : String(cell).trim();

/**
 * Resolves each row's company to an approved seller or booth exhibitor of the sub-event: unknown, ambiguous
 * (two participants of that name), named twice in the file, or already fixed at a place the file leaves alone.
 */
function resolveOwners(rows: TPlaceSheetRow[], owners: Owner[], names: Set<string>) {
  const byCompany = new Map<string, Owner[]>();
  for (const owner of owners) {
    const key = companyKey(owner.companyName);
    if (key !== "") byCompany.set(key, [...(byCompany.get(key) ?? []), owner]);
  }
  const problems: RowProblem[] = [];
  const ownerOfRow = new Map<number, number>();
  const firstRowOf = new Map<number, number>();
  for (const r of rows) {
    const company = cellText(r.company);
    if (company === "") continue;
    const found = byCompany.get(companyKey(company)) ?? [];
    const problem = (key: string, params: Record<string, string | number> = {}) =>
      problems.push({ row: r.row, key, params: { company: company.slice(0, 80), ...params } });
    if (found.length === 0) problem("places.import.company");
    else if (found.length > 1) problem("places.import.companyAmbiguous", { count: found.length });
    else {
      const owner = found[0]!;
      const first = firstRowOf.get(owner.id);
      if (first !== undefined) problem("places.import.ownerTwice", { first });
      else if (owner.placeName !== null && !names.has(owner.placeName))
        problem("places.import.ownerElsewhere", { name: owner.placeName });
      else {
        firstRowOf.set(owner.id, r.row);
        ownerOfRow.set(r.row, owner.id);
      }
    }
  }
  return { problems, ownerOfRow };
}

function translated(problems: RowProblem[], language: Language): TImportProblem[] {
  return problems
    .sort((a, b) => a.row - b.row)
    .map((p) => ({
      row: p.row,
      message: p.key,
      detail: translate(p.key, language, { row: p.row, ...p.params }),
    }));
}

/**
 * Imports the places sheet: upsert by name (places the file does not name are left alone), all or nothing. Any
 * bad row: nothing is saved and every problem comes back with its row number.
 */
export async function importPlaces(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  rows: TPlaceSheetRow[],
  language: Language,
) {
  await requireManager(ctx, actor, subEventId);
  const { parsed, problems } = readRows(rows);
  const names = new Set(parsed.map((p) => p.name));
  const owners = await repo.ownerCandidates(ctx.db, subEventId);
  const resolved = resolveOwners(rows, owners, names);
  problems.push(...resolved.problems);
  if (problems.length > 0 || parsed.length === 0)
    return {
      saved: false,
      created: 0,
      updated: 0,
      problems: translated(
        problems.length ? problems : [{ row: 1, key: "places.import.empty", params: {} }],
        language,
      ),
    };
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = new Map((await repo.placesNamed(tx, subEventId, [...names])).map((p) => [p.name, p]));
      await repo.clearOwners(
        tx,
        [...existing.values()].map((p) => p.id),
      );
      let sort = await repo.nextSort(tx, subEventId);
      const inserts: repo.NewPlace[] = [];
      const changes: repo.PlaceChange[] = [];
      for (const row of parsed) {
        const fields = {
          kind: row.kind,
          zone: row.zone,
          applicationId: resolved.ownerOfRow.get(row.row) ?? null,
          x: row.x,
          y: row.y,
        };
        const place = existing.get(row.name);
        if (place) changes.push({ id: place.id, ...fields });
        else inserts.push({ subEventId, name: row.name, sort: sort++, ...fields });
      }
      await repo.updatePlaces(tx, changes);
      await repo.insertPlaces(tx, inserts);
      return { saved: true, created: inserts.length, updated: existing.size, problems: [] };
    });
  } catch (error) {
    // someone changed the places while the file was read: nothing was saved
    if (violated(error)) throw new Conflict("places.import.changed");
    throw error;
  }
}
