import type { TPlace, TPlaceInput } from "../../../shared/contract";

/** A place as the body of its edit call, with some fields changed. */
export function inputOf(place: TPlace, patch: Partial<TPlaceInput> = {}): TPlaceInput {
  return {
    kind: place.kind,
    name: place.name,
    zone: place.zone,
    applicationId: place.applicationId,
    x: place.x,
    y: place.y,
    active: place.active,
    ...patch,
  };
}

/** A fraction kept inside the plan, to three decimals (a pin a millimetre off is the same pin). */
export function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}

/** The preview of numbered table names: the first and the last. */
export function tableNamePreview(prefix: string, width: number, start: number, count: number) {
  const name = (n: number) => `${prefix.trimStart()}${String(n).padStart(width, "0")}`;
  return { first: name(start), last: name(start + Math.max(0, count - 1)) };
}
