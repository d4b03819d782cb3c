import { useMemo } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import type { TMyPlace } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { useInterpreterCheck } from "../../api/interpreters";
import { Loading } from "../../features/common/states";
import { WorkspaceContext } from "../../features/workspace/context";
import { WorkspaceShell } from "../../features/workspace/WorkspaceShell";
import EventInfoPage from "../subEvent/EventInfoPage";
import NoticeDetailPage from "../subEvent/NoticeDetailPage";
import NoticeListPage from "../subEvent/NoticeListPage";
import InterpreterCompanyPage from "./InterpreterCompanyPage";
import InterpreterCounselListPage from "./InterpreterCounselListPage";
import InterpreterCounselPage from "./InterpreterCounselPage";
import InterpreterMeetingPage from "./InterpreterMeetingPage";
import InterpreterMyInfoPage from "./InterpreterMyInfoPage";
import InterpreterParticipantsPage from "./InterpreterParticipantsPage";
import InterpreterProfilePage from "./InterpreterProfilePage";
import { InterpreterSidebar } from "./InterpreterSidebar";

/** An interpreter holds no application: the shared shell shows no participant-only controls. */
const INTERPRETER_PLACE: TMyPlace = {
  role: "colleague",
  application: null,
  managerId: null,
  isHost: false,
  schedule: false,
};

/**
 * /interpreter/{id}/...: the server checks that the caller interprets for the sub-event (others go to /),
 * then the interpreter's pages render in the workspace shell with their own sidebar.
 */
export default function InterpreterPage() {
  const { id } = useParams();
  const subEventId = Number(id);
  const valid = Number.isInteger(subEventId) && subEventId > 0;
  const check = useInterpreterCheck(valid ? subEventId : 0);
  const subEvent = useSubEvent(valid && check.data === true ? subEventId : undefined);
  const value = useMemo(
    () =>
      subEvent.data ? { subEvent: subEvent.data, place: INTERPRETER_PLACE, hasProducts: false } : undefined,
    [subEvent.data],
  );
  if (!valid || check.isError || check.data === false || subEvent.isError) return <Navigate to="/" replace />;
  if (!value) return <Loading />;
  const base = `/interpreter/${subEventId}`;
  return (
    <WorkspaceContext.Provider value={value}>
      <WorkspaceShell
        sidebar={(onNavigate) => <InterpreterSidebar onNavigate={onNavigate} />}
        myInfoPath={`${base}/myInfo`}
      >
        <Routes>
          <Route index element={<Navigate to="meeting" replace />} />
          <Route path="myInfo" element={<InterpreterMyInfoPage />} />
          <Route path="meeting" element={<InterpreterMeetingPage />} />
          <Route path="profile" element={<InterpreterProfilePage />} />
          <Route path="noticeList" element={<NoticeListPage base={base} />} />
          <Route path="noticeList/:noticeId" element={<NoticeDetailPage base={base} />} />
          <Route path="eventInfo" element={<EventInfoPage />} />
          <Route path="counselList" element={<InterpreterCounselListPage />} />
          <Route path="counselList/:meetingId" element={<InterpreterCounselPage />} />
          <Route path="participantsList" element={<InterpreterParticipantsPage />} />
          <Route path="participantsList/:applicationId" element={<InterpreterCompanyPage />} />
          <Route path="*" element={<Navigate to="meeting" replace />} />
        </Routes>
      </WorkspaceShell>
    </WorkspaceContext.Provider>
  );
}
