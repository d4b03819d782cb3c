import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMeeting } from "../../../shared/contract";
import type { useHistory } from "../../api/meetings";
import { Empty, Loading } from "../common/states";

type HistoryRow = NonNullable<ReturnType<typeof useHistory>["data"]>[number];

/** The list of the caller's rejected or cancelled meetings, with the reason given. */
export function MeetingHistoryTable({
  filter,
  loading,
  rows,
  byId,
  hasApplication,
}: {
  filter: "rejected" | "cancelled";
  loading: boolean;
  rows: HistoryRow[] | undefined;
  byId: Map<number, TMeeting>;
  hasApplication: boolean;
}) {
  const { t } = useTranslation();
  return loading ? (
    <Loading />
  ) : (rows ?? []).length === 0 ? (
    <Empty>{t("meetings.noMeetings")}</Empty>
  ) : (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table
        size="small"
        aria-label={t(filter === "rejected" ? "meetings.rejectedList" : "meetings.cancelledList")}
        sx={{ minWidth: 560 }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t("meetings.date")}</TableCell>
            <TableCell>{t("meetings.exportHeaders.start")}</TableCell>
            <TableCell>{t("meetings.with")}</TableCell>
            <TableCell>{t("meetings.reasonLabel")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((h) => (
            <TableRow key={h.meetingId}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{h.date}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {h.startTime}–{h.endTime}
              </TableCell>
              <TableCell>
                {h.applicantName === (hasApplication ? byId.get(h.meetingId)?.applicantName : "")
                  ? h.acceptorName
                  : `${h.applicantName} → ${h.acceptorName}`}
              </TableCell>
              <TableCell>
                {h.reasonCode ? t(`meetings.reason.${h.reasonCode}`) : ""}
                {h.reason ? `: ${h.reason}` : ""}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
