import { useQuery } from "@tanstack/react-query";
import { hostOutcomeReport, hostOutcomeReportPdf, hostOutcomeReportXlsx } from "../../../shared/contract";
import { callApi } from "../../api/client";

export const outcomeReportKeys = {
  report: (eventId: number, subEventId: number | null, lang: string) =>
    ["outcome-report", eventId, subEventId, lang] as const,
};

/** The report of the event (or one sub-event), labels in the interface language. */
export function useOutcomeReport(eventId: number, subEventId: number | null, lang: string) {
  return useQuery({
    queryKey: outcomeReportKeys.report(eventId, subEventId, lang),
    queryFn: () =>
      callApi(hostOutcomeReport, { params: { eventId }, query: { subEventId: subEventId ?? undefined } }),
    retry: false,
  });
}

/** A fresh signed link to the spreadsheet or the PDF (asked at the click: links expire). */
export function exportLink(
  kind: "xlsx" | "pdf",
  eventId: number,
  subEventId: number | null,
  lang: "ko" | "en" | "zh",
) {
  return callApi(kind === "xlsx" ? hostOutcomeReportXlsx : hostOutcomeReportPdf, {
    params: { eventId },
    query: { subEventId: subEventId ?? undefined, lang },
  });
}
