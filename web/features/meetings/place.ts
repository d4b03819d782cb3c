import { useTranslation } from "react-i18next";
import { type PlaceKind, type PlaceOfMeeting, placeLabel } from "../../../shared/meetings/places";

/** How a meeting's place reads in the interface's language: "Table A-07 · Hall A" ('' when none). */
export function usePlaceText(): (m: PlaceOfMeeting) => string {
  const { t } = useTranslation();
  return (m) => placeLabel(m, (kind: PlaceKind) => t(`meetings.placeKind.${kind}`));
}
