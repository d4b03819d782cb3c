import type { SlotLabel } from "../../../shared/meetings/status";

/** Card colours per label: background and a text colour that keeps 4.5:1 contrast on it. */
export const LABEL_STYLE: Record<SlotLabel, { bg: string; fg: string; border: string }> = {
  empty: { bg: "#ffffff", fg: "#37474f", border: "#cfd8dc" },
  applying: { bg: "#e3f2fd", fg: "#0d47a1", border: "#64b5f6" },
  pendingAcceptance: { bg: "#fff8e1", fg: "#6d4c00", border: "#ffb300" },
  confirmed: { bg: "#e8f5e9", fg: "#1b5e20", border: "#43a047" },
  rejected: { bg: "#fbe9e7", fg: "#a3260b", border: "#ff8a65" },
  canceled: { bg: "#f3e5f5", fg: "#5e1f73", border: "#ba68c8" },
  blockedByParticipant: { bg: "#eceff1", fg: "#37474f", border: "#90a4ae" },
  blockedByHost: { bg: "#e0e0e0", fg: "#212121", border: "#757575" },
};
