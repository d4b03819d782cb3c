/** The columns of an event card (the event and its main image), shared by the detail and list reads. */
import { alias } from "drizzle-orm/pg-core";
import { events, files } from "../../db/schema";

export const mainImage = alias(files, "main_image");

/** Columns of an event card: the event and its main image. */
export const summaryColumns = {
  id: events.id,
  name: events.name,
  nameEn: events.nameEn,
  startDate: events.startDate,
  endDate: events.endDate,
  categories: events.categories,
  location: events.location,
  countryCode: events.countryCode,
  imageId: mainImage.id,
  imageName: mainImage.fileName,
  imagePath: mainImage.filePath,
  imageType: mainImage.fileType,
};
export type EventSummaryRow = {
  id: number;
  name: string;
  nameEn: string;
  startDate: string;
  endDate: string;
  categories: string;
  location: string;
  countryCode: string;
  imageId: number | null;
  imageName: string | null;
  imagePath: string | null;
  imageType: string | null;
};
