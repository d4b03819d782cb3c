import type { THostApplicant, THostEventItem } from "../../../shared/contract";
import type { ApplicantRow } from "./host.applicants.repository";
import type { EventItemRow } from "./host.repository";

export function presentEventItem(row: EventItemRow): THostEventItem {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    startDate: row.startDate,
    endDate: row.endDate,
    approval: row.approval,
    approvalReason: row.approvalReason,
    subEventCount: Number(row.subEventCount),
    mainImageFile:
      row.imageId === null
        ? null
        : {
            id: row.imageId,
            fileName: row.imageName ?? "",
            filePath: row.imagePath ?? "",
            fileType: row.imageType ?? "",
          },
    hostUserId: row.hostUserId,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function presentApplicant(row: ApplicantRow): THostApplicant {
  return {
    id: row.id,
    subEventId: row.subEventId,
    applicantId: row.applicantId,
    type: row.type,
    approval: row.approval,
    reason: row.reason,
    method: row.method,
    category: row.category,
    keyword: row.keyword,
    note: row.note,
    createdDate: new Date(row.createdDate).toISOString(),
    company: row.company ?? "",
    name: row.name ?? "",
    email: row.email ?? "",
    position: row.position ?? "",
    countryNumber: row.countryNumber ?? "",
    phoneNumber: row.phoneNumber ?? "",
  };
}
