/** The spec's unavailable-slot JSON: { "2026": { "12": ["01_10:00", ...] } } (year, month, then day_HH:mm). */
export type ImpossibleMap = Record<string, Record<string, string[]>>;

/** Flattens the JSON into sorted 'YYYY-MM-DD HH:mm' entries. */
export function toEntries(map: ImpossibleMap | null | undefined): string[] {
  if (!map) return [];
  const out: string[] = [];
  for (const [year, months] of Object.entries(map)) {
    for (const [month, slots] of Object.entries(months)) {
      for (const slot of slots) {
        const [day, time] = slot.split("_");
        if (day && time) out.push(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")} ${time}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

/** Groups 'YYYY-MM-DD HH:mm' entries back into the JSON (months without a leading zero, days with one). */
export function fromEntries(entries: string[]): ImpossibleMap | null {
  const map: ImpossibleMap = {};
  for (const entry of [...new Set(entries)].sort()) {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(entry);
    if (!match) continue;
    const [, year, month, day, time] = match as unknown as [string, string, string, string, string];
    const m = String(Number(month));
    map[year] ??= {};
    map[year][m] ??= [];
    map[year][m].push(`${day}_${time}`);
  }
  return Object.keys(map).length > 0 ? map : null;
}
