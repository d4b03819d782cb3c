/** The participant's choice of meeting languages as the schedule page's field edits it. */
import { LANGUAGES } from "../../../shared/matching/languages";

export type MeetingLanguage = (typeof LANGUAGES)[number];

/** The codes of the offered list among `codes`, in the list's order, each once (unknown codes dropped). */
export function orderedLanguages(codes: readonly string[]): MeetingLanguage[] {
  const chosen = new Set(codes.map((c) => c.trim().toLowerCase()));
  return LANGUAGES.filter((code) => chosen.has(code));
}

/** Whether the edited choice differs from the saved one (order and repeats do not count). */
export function languagesChanged(saved: readonly string[], draft: readonly string[] | undefined): boolean {
  if (draft === undefined) return false;
  return orderedLanguages(saved).join() !== orderedLanguages(draft).join();
}
