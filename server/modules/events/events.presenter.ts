import type { TEventDetail, TEventSummary } from "../../../shared/contract";
import type { EventRow, EventSummaryRow, FileRef } from "./events.repository";

export function presentFileRef(file: FileRef | undefined) {
  return file
    ? { id: file.id, fileName: file.fileName, filePath: file.filePath, fileType: file.fileType }
    : null;
}

export function presentSummary(row: EventSummaryRow): TEventSummary {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    startDate: row.startDate,
    endDate: row.endDate,
    categories: row.categories,
    location: row.location,
    countryCode: row.countryCode,
    mainImageFile:
      row.imageId === null
        ? null
        : {
            id: row.imageId,
            fileName: row.imageName ?? "",
            filePath: row.imagePath ?? "",
            fileType: row.imageType ?? "",
          },
  };
}

export function presentDetail(
  event: EventRow,
  managers: { name: string; countryNumber: string; phone: string; email: string }[],
  files: Map<number, FileRef>,
): TEventDetail {
  const slots = [event.atchFile1, event.atchFile2, event.atchFile3, event.atchFile4, event.atchFile5];
  const attachments = slots
    .map((id) => (id === null ? undefined : files.get(id)))
    .filter((f): f is FileRef => f !== undefined)
    .map((f) => ({ ...presentFileRef(f)!, fileSize: f.fileSize }));
  const file = (id: number | null) => presentFileRef(id === null ? undefined : files.get(id));
  return {
    id: event.id,
    name: event.name,
    nameEn: event.nameEn,
    startDate: event.startDate,
    endDate: event.endDate,
    categories: event.categories,
    location: event.location,
    countryCode: event.countryCode,
    timeZone: event.timeZone,
    mainImageFile: file(event.mainImageFileId),
    bannerImageFile: file(event.bannerImageFileId),
    logoImageFile: file(event.logoImageFileId),
    locationDetail: event.locationDetail,
    lat: event.lat,
    lng: event.lng,
    content: event.content,
    contentEn: event.contentEn,
    homePage: event.homePage,
    showLogo: event.showLogo,
    hideFooterLinks: event.hideFooterLinks,
    hideBuyerCard: event.hideBuyerCard,
    atchFile1: event.atchFile1 ?? -1,
    atchFile2: event.atchFile2 ?? -1,
    atchFile3: event.atchFile3 ?? -1,
    atchFile4: event.atchFile4 ?? -1,
    atchFile5: event.atchFile5 ?? -1,
    attachments,
    digitalMap: event.digitalMap,
    managers: managers.map((m) => ({
      name: m.name,
      countryNumber: m.countryNumber,
      phone: m.phone,
      email: m.email,
    })),
    approval: event.approval,
    hostUserId: event.hostUserId,
  };
}
