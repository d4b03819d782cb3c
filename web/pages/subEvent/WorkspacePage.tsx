import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { useSubEvent } from "../../api/events";
import { useMyPlace, useSellerForm } from "../../api/workspace";
import { ChatHost } from "../../features/chat/ChatHost";
import { Empty, Loading } from "../../features/common/states";
import { WorkspaceContext } from "../../features/workspace/context";
import { gateRedirect, hasProductQuestion, sectionOf } from "../../features/workspace/gate";
import { TipsOverlay } from "../../features/workspace/TipsOverlay";
import { WorkspaceShell } from "../../features/workspace/WorkspaceShell";
import AttendeeListPage from "./AttendeeListPage";
import ChatListPage from "./ChatListPage";
import CompanyDetailPage from "./CompanyDetailPage";
import CounselListPage from "./CounselListPage";
import CounselNotePage from "./CounselNotePage";
import DigitalMapPage from "./DigitalMapPage";
import EventInfoPage from "./EventInfoPage";
import MailDetailPage from "./MailDetailPage";
import MailListPage from "./MailListPage";
import ManagerAddPage from "./ManagerAddPage";
import ManagerListPage from "./ManagerListPage";
import { AddedListPage, ManagerDetailPage } from "./ManagerSubPages";
import MeetingPage from "./MeetingPage";
import MyInfoPage from "./MyInfoPage";
import NoticeDetailPage from "./NoticeDetailPage";
import NoticeListPage from "./NoticeListPage";
import ProductPage from "./ProductPage";
import ProgramListPage from "./ProgramListPage";
import SpeakerListPage from "./SpeakerListPage";
import SurveyPage from "./SurveyPage";
import WebinarDetailPage from "./WebinarDetailPage";
import WebinarListPage from "./WebinarListPage";

function NotYet() {
  const { t } = useTranslation();
  return <Empty>{t("workspace.notYet")}</Empty>;
}

/**
 * /subEvent/{id}/...: loads the sub-event and the caller's place in it once, applies the approval
 * gate, and renders the section inside the top bar and sidebar.
 */
export default function WorkspacePage() {
  const { id } = useParams();
  const subEventId = Number(id);
  const location = useLocation();
  const subEvent = useSubEvent(Number.isInteger(subEventId) ? subEventId : undefined);
  const place = useMyPlace(Number.isInteger(subEventId) ? subEventId : 0);
  const sellerForm = useSellerForm(place.data ? subEventId : 0);
  const value = useMemo(
    () =>
      subEvent.data && place.data
        ? { subEvent: subEvent.data, place: place.data, hasProducts: hasProductQuestion(sellerForm.data) }
        : undefined,
    [subEvent.data, place.data, sellerForm.data],
  );
  if (!Number.isInteger(subEventId) || subEvent.isError) return <Navigate to="/" replace />;
  if (subEvent.isLoading || place.isLoading || !subEvent.data) return <Loading />;
  const section = sectionOf(location.pathname);
  const redirect = gateRedirect(place.data, place.isError, section, subEventId, subEvent.data.eventId);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!value) return <Loading />;
  return (
    <WorkspaceContext.Provider value={value}>
      <WorkspaceShell>
        <Routes>
          <Route index element={<Navigate to="attendeeList" replace />} />
          <Route path="attendeeList" element={<AttendeeListPage />} />
          <Route path="attendeeList/:applicationId" element={<CompanyDetailPage />} />
          <Route path="myInfo" element={<MyInfoPage />} />
          <Route path="product" element={<ProductPage />} />
          <Route path="eventInfo" element={<EventInfoPage />} />
          <Route path="managerList" element={<ManagerListPage />} />
          <Route path="managerList/add" element={<ManagerAddPage />} />
          <Route path="managerList/addedList" element={<AddedListPage />} />
          <Route path="managerList/:secondId" element={<ManagerDetailPage />} />
          <Route path="meeting" element={<MeetingPage />} />
          <Route path="counselList" element={<CounselListPage />} />
          <Route path="counselList/:meetingId" element={<CounselNotePage />} />
          <Route path="survey" element={<SurveyPage />} />
          <Route path="chatList" element={<ChatListPage />} />
          <Route path="noticeList" element={<NoticeListPage />} />
          <Route path="noticeList/:noticeId" element={<NoticeDetailPage />} />
          <Route path="mailList" element={<MailListPage />} />
          <Route path="mailList/:mailId" element={<MailDetailPage />} />
          <Route path="webinar" element={<WebinarListPage />} />
          <Route path="webinar/:webinarId" element={<WebinarDetailPage />} />
          <Route path="speakerList" element={<SpeakerListPage />} />
          <Route path="programList" element={<ProgramListPage />} />
          <Route path="digitalMapList" element={<DigitalMapPage />} />
          <Route path="*" element={<NotYet />} />
        </Routes>
      </WorkspaceShell>
      <ChatHost />
      {/* The tips are about the participants pages, which only approved participants (and the host) can open:
          shown there only, never over another page (the meeting schedule has its own tip). */}
      {value.subEvent.category === "consulting" &&
        section === "attendeeList" &&
        (value.place.role === "host" || value.place.application?.approval === "approval") && <TipsOverlay />}
    </WorkspaceContext.Provider>
  );
}
