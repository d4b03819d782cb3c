import type { TSubEvent } from "../../../shared/contract";
import { presentFileRef } from "../events/events.presenter";
import type { EventRow, FileRow } from "../events/events.repository";
import type { SubEventRow } from "./subevents.repository";

export function presentSubEvent(row: SubEventRow, event: EventRow, files: Map<number, FileRow>): TSubEvent {
  const { createdAt: _c, updatedAt: _u, sort: _s, meetingData: _m, ...fields } = row;
  const file = (id: number | null) => presentFileRef(id === null ? undefined : files.get(id));
  return {
    ...fields,
    timeZone: event.timeZone,
    mainEvent: {
      id: event.id,
      name: event.name,
      nameEn: event.nameEn,
      showLogo: event.showLogo,
      hideBuyerCard: event.hideBuyerCard,
      mainImageFile: file(event.mainImageFileId),
      logoImageFile: file(event.logoImageFileId),
      homePage: event.homePage,
    },
  };
}
