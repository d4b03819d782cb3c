import type { THostEvent } from "../../../shared/contract";
import type { EventBody } from "../../api/host";
import type { FileMap } from "./EventSections";

/** A new event's starting values: one empty contact, Korea and Seoul. */
export const EMPTY: EventBody = {
  name: "",
  nameEn: "",
  startDate: "",
  endDate: "",
  timeZone: "Asia/Seoul",
  countryCode: "KR",
  location: "",
  locationDetail: "",
  lat: null,
  lng: null,
  content: "",
  contentEn: "",
  categories: [],
  homePage: "",
  showLogo: "Y",
  hideFooterLinks: false,
  hideBuyerCard: false,
  mainImageFileId: null,
  bannerImageFileId: null,
  logoImageFileId: null,
  attachmentIds: [],
  digitalMap: "",
  managers: [{ name: "", countryNumber: "82", phone: "", email: "" }],
  footerLinks: [],
};

/** The editor's values and the known files of a stored event. */
export function fromEvent(e: THostEvent): { body: EventBody; files: FileMap } {
  const files: FileMap = {};
  for (const f of [e.mainImageFile, e.bannerImageFile, e.logoImageFile, ...e.attachments]) {
    if (f) files[f.id] = { fileName: f.fileName, filePath: f.filePath };
  }
  const body: EventBody = {
    ...EMPTY,
    ...Object.fromEntries(Object.keys(EMPTY).flatMap((k) => (k in e ? [[k, e[k as keyof THostEvent]]] : []))),
    categories: e.categories ? (e.categories.split(",") as EventBody["categories"]) : [],
    mainImageFileId: e.mainImageFile?.id ?? null,
    bannerImageFileId: e.bannerImageFile?.id ?? null,
    logoImageFileId: e.logoImageFile?.id ?? null,
    attachmentIds: e.attachments.map((a) => a.id),
    managers: e.managers.length > 0 ? e.managers : EMPTY.managers,
    footerLinks: e.footerLinks,
  };
  return { body, files };
}
