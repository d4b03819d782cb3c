import type { TFloorState } from "../../../shared/contract";

/**
 * How each state looks: a colour, a text colour with enough contrast on it, a glyph and a pattern, so a state is
 * told apart without colour too (the glyph and the pattern; screen readers read the state's name).
 */
export interface StateLook {
  bg: string;
  fg: string;
  border: string;
  glyph: string;
  /** A CSS background-image drawn over the colour ('none' for plain). */
  pattern: string;
}

const stripes = (angle: number, color: string) =>
  `repeating-linear-gradient(${angle}deg, ${color} 0 3px, transparent 3px 8px)`;

export const STATE_LOOK: Record<TFloorState, StateLook> = {
  free: { bg: "#e0e0e0", fg: "#424242", border: "#9e9e9e", glyph: "–", pattern: "none" },
  upcoming: { bg: "#f5f9ff", fg: "#1a237e", border: "#90a4ae", glyph: "○", pattern: "none" },
  waiting: {
    bg: "#ffb300",
    fg: "#212121",
    border: "#e65100",
    glyph: "◐",
    pattern: stripes(45, "rgba(255,255,255,0.45)"),
  },
  running: { bg: "#2e7d32", fg: "#ffffff", border: "#1b5e20", glyph: "●", pattern: "none" },
  held: { bg: "#1b4d20", fg: "#ffffff", border: "#0d2e10", glyph: "✓", pattern: "none" },
  noShow: {
    bg: "#d32f2f",
    fg: "#ffffff",
    border: "#8e0000",
    glyph: "!",
    pattern: `${stripes(45, "rgba(0,0,0,0.18)")}, ${stripes(-45, "rgba(0,0,0,0.18)")}`,
  },
  bothAbsent: { bg: "#6d0b0b", fg: "#ffffff", border: "#3b0000", glyph: "✕", pattern: "none" },
  refilled: {
    bg: "#1565c0",
    fg: "#ffffff",
    border: "#003c8f",
    glyph: "↻",
    pattern: stripes(90, "rgba(255,255,255,0.18)"),
  },
};

export const LEGEND_ORDER: TFloorState[] = [
  "free",
  "upcoming",
  "waiting",
  "running",
  "held",
  "noShow",
  "bothAbsent",
  "refilled",
];

/** 'HH:mm' of an instant at the venue. */
export function venueTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/** The dialable form of a phone for a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+");
  const digits = phone.replace(/\D/g, "");
  // '+82 010…': the national trunk 0 is not dialled after a country code
  const parts = phone.trim().split(/\s+/);
  if (plus && parts.length > 1 && parts[1]!.startsWith("0"))
    return `tel:+${parts[0]!.replace(/\D/g, "")}${parts.slice(1).join("").replace(/\D/g, "").replace(/^0/, "")}`;
  return `tel:${plus ? "+" : ""}${digits}`;
}
