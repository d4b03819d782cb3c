import type { TPresenter, TWebinar, TWebinarSummary } from "../../../shared/contract";
import { wallTime } from "../../../shared/meetings/zoned-time";
import { fileLink } from "../files/file-links";
import { presentCard } from "../workspace/workspace.presenter";
import type * as repo from "./webinars.repository";

type PresenterRow = Awaited<ReturnType<typeof repo.presentersOf>>[number];
type FileRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

export function presentPresenter(row: PresenterRow): TPresenter {
  const card = presentCard(row.card);
  return {
    applicationId: row.application.id,
    applicantId: row.application.applicantId,
    companyName: row.application.name || card.company,
    applicants: [{ businessCard: card }],
  };
}

export function presentSummary(
  w: repo.WebinarRow,
  zone: string,
  presenters: PresenterRow[],
): TWebinarSummary {
  return {
    id: w.id,
    subEventId: w.subEventId,
    title: w.title,
    startDate: w.startsAt.toISOString(),
    endDate: w.endsAt.toISOString(),
    timeZone: zone,
    hasLink: w.zoomLink !== "",
    presenterNames: presenters.map((p) => {
      const card = presentCard(p.card);
      return [card.name, p.application.name || card.company].filter(Boolean).join(" · ");
    }),
  };
}

/** The webinar as its readers see it (files as signed links: the caller may read them). */
export function presentWebinar(
  w: repo.WebinarRow,
  zone: string,
  files: FileRow[],
  presenters: PresenterRow[],
): Omit<TWebinar, "viewer"> {
  return {
    id: w.id,
    subEventId: w.subEventId,
    title: w.title,
    startDate: w.startsAt.toISOString(),
    endDate: w.endsAt.toISOString(),
    timeZone: zone,
    content: w.content,
    zoomLink: w.zoomLink,
    atchFiles: files.map(({ file }) => ({
      id: file.id,
      fileName: file.fileName,
      filePath: fileLink(file.filePath, file.visibility),
      fileType: file.fileType,
    })),
    presenters: presenters.map(presentPresenter),
  };
}

/** The venue wall clock of a webinar's start and end, for the host's editor. */
export function venueTimes(w: repo.WebinarRow, zone: string) {
  const start = wallTime(w.startsAt, zone);
  const end = wallTime(w.endsAt, zone);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}
