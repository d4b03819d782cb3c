import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { loadAllTexts } from "../i18n";
import { RequireAuth } from "./guards";
import { Layout } from "./Layout";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageLoading } from "./PageLoading";
import { loadEventDetailPage, loadHomePage, usePreloadEvent } from "./preload";

/**
 * A page whose texts are partly in the domain catalogues (web/i18n): its chunk and those texts load in
 * parallel. The first-load pages (home, lists, search, documents) need the core texts only.
 */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts().catch(() => undefined)]).then(([module]) => module);
}

const HomePage = lazy(loadHomePage);
const EventListPage = lazy(() => import("../pages/event/EventListPage"));
const EventDetailPage = lazy(loadEventDetailPage);
const SearchResultsPage = lazy(() => import("../pages/search/SearchResultsPage"));
const LoginPage = lazy(withTexts(() => import("../pages/auth/LoginPage")));
const RegisterPage = lazy(withTexts(() => import("../pages/auth/RegisterPage")));
const FindUserPage = lazy(withTexts(() => import("../pages/auth/FindUserPage")));
const ChangePasswordPage = lazy(withTexts(() => import("../pages/auth/ChangePasswordPage")));
const MyPageLayout = lazy(withTexts(() => import("../pages/mypage/MyPageLayout")));
const ProfilePage = lazy(withTexts(() => import("../pages/mypage/ProfilePage")));
const PasswordPage = lazy(withTexts(() => import("../pages/mypage/PasswordPage")));
const LikesPage = lazy(
  withTexts(() => import("../pages/mypage/EventPages").then((m) => ({ default: m.LikesPage }))),
);
const ApprovedEventsPage = lazy(
  withTexts(() => import("../pages/mypage/EventPages").then((m) => ({ default: m.ApprovedEventsPage }))),
);
const DocumentPage = lazy(() => import("../pages/terms/DocumentPage"));
const ManualPage = lazy(withTexts(() => import("../pages/terms/ManualPage")));
const HostRoutes = lazy(withTexts(() => import("../pages/host/HostRoutes")));
const MyBadgePage = lazy(withTexts(() => import("../pages/badge/MyBadgePage")));
const DayPage = lazy(withTexts(() => import("../pages/day/DayPage")));
const AdminPage = lazy(withTexts(() => import("../pages/admin/AdminPage")));
const WorkspacePage = lazy(withTexts(() => import("../pages/subEvent/WorkspacePage")));
const InterpreterPage = lazy(withTexts(() => import("../pages/interpreter/InterpreterPage")));
const ManagerRegitPage = lazy(withTexts(() => import("../pages/managerRegit/ManagerRegitPage")));
const ApplicationFormPage = lazy(withTexts(() => import("../pages/form/ApplicationFormPage")));
const FormResultPage = lazy(withTexts(() => import("../pages/form/FormResultPage")));
const MeetingRoomPage = lazy(withTexts(() => import("../pages/video/MeetingRoomPage")));
const DeviceCheckPage = lazy(withTexts(() => import("../pages/video/DeviceCheckPage")));
const DirectRoomPage = lazy(withTexts(() => import("../pages/video/DirectRoomPage")));
const GuestPage = lazy(withTexts(() => import("../pages/video/GuestPage")));
const HomepagePage = lazy(
  withTexts(() => import("../pages/homepage/TemplatePage").then((m) => ({ default: m.HomepagePage }))),
);
const TemplateQueryPage = lazy(
  withTexts(() => import("../pages/homepage/TemplatePage").then((m) => ({ default: m.TemplateQueryPage }))),
);

/** A lazily loaded page with its loading state; a page that fails to render says so (PageErrorBoundary). */
function page(node: ReactNode) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>{node}</Suspense>
    </PageErrorBoundary>
  );
}

/** The event page: its data is requested with the navigation, while its chunk arrives. */
function EventDetailRoute() {
  usePreloadEvent(Number(useParams().id));
  return page(<EventDetailPage />);
}

/**
 * The spec's route groups. Unknown top-level groups redirect to /. The workspace, interpreter and meeting
 * video rooms require login; direct rooms, the device check and guest tickets do not.
 */
export function AppRoutes() {
  const home = <Navigate to="/" replace />;
  return (
    <Routes>
      <Route path="/auth">
        <Route path="login" element={page(<LoginPage />)} />
        <Route path="register" element={page(<RegisterPage />)} />
        <Route path="findUser" element={page(<FindUserPage />)} />
        <Route path="changePwd/:code" element={page(<ChangePasswordPage />)} />
        <Route path="*" element={home} />
      </Route>
      {/* the video rooms fill the window, without the site's top bar and footer */}
      <Route path="video/:meetingId" element={<RequireAuth>{page(<MeetingRoomPage />)}</RequireAuth>} />
      <Route path="video/*" element={<RequireAuth>{page(<MeetingRoomPage />)}</RequireAuth>} />
      <Route path="videoMeeting">
        <Route path="device" element={page(<DeviceCheckPage />)} />
        <Route path="meeting/:id" element={<RequireAuth>{page(<MeetingRoomPage />)}</RequireAuth>} />
        <Route path="*" element={page(<MeetingRoomPage />)} />
      </Route>
      <Route path="direct">
        <Route path="meeting/:meetingId" element={<RequireAuth>{page(<MeetingRoomPage />)}</RequireAuth>} />
        <Route path=":n" element={page(<DirectRoomPage />)} />
        <Route path=":n/device" element={page(<DirectRoomPage />)} />
        <Route path=":n/meeting" element={page(<DirectRoomPage />)} />
        <Route path="*" element={home} />
      </Route>
      <Route path="guest" element={page(<GuestPage />)} />
      <Route element={<Layout />}>
        <Route index element={page(<HomePage />)} />
        <Route path="list" element={page(<EventListPage />)} />
        <Route path="form/subEvent/:id/result" element={page(<FormResultPage />)} />
        <Route path="form/subEvent/:id/:kind" element={page(<ApplicationFormPage />)} />
        <Route path="event">
          <Route path="list" element={page(<EventListPage />)} />
          <Route path="detail/:id" element={<EventDetailRoute />} />
          <Route path="*" element={home} />
        </Route>
        <Route path="search_result/:word" element={page(<SearchResultsPage />)} />
        <Route path="terms">
          <Route path="terms" element={page(<DocumentPage kind="terms" />)} />
          <Route path="privacy" element={page(<DocumentPage kind="privacy" />)} />
          <Route path="manual/:page" element={page(<ManualPage />)} />
          <Route path="*" element={<Navigate to="/terms/terms" replace />} />
        </Route>
        <Route path="mypage" element={<RequireAuth>{page(<MyPageLayout />)}</RequireAuth>}>
          <Route index element={<Navigate to="/mypage/info" replace />} />
          <Route path="info" element={page(<ProfilePage />)} />
          <Route path="password" element={page(<PasswordPage />)} />
          <Route path="likes" element={page(<LikesPage />)} />
          <Route path="approvedEvents" element={page(<ApprovedEventsPage />)} />
          <Route path="*" element={home} />
        </Route>
        <Route path="subEvent/:id/*" element={<RequireAuth>{page(<WorkspacePage />)}</RequireAuth>} />
        <Route path="managerRegit/:code" element={page(<ManagerRegitPage />)} />
        <Route path="interpreter/:id/*" element={<RequireAuth>{page(<InterpreterPage />)}</RequireAuth>} />
        <Route path="homepage/:eventId/:templateName" element={page(<HomepagePage />)} />
        <Route path="template" element={page(<TemplateQueryPage />)} />
        <Route path="host/*" element={<RequireAuth>{page(<HostRoutes />)}</RequireAuth>} />
        <Route path="badge/:eventId" element={<RequireAuth>{page(<MyBadgePage />)}</RequireAuth>} />
        <Route path="day" element={<RequireAuth>{page(<DayPage />)}</RequireAuth>} />
        <Route path="admin" element={<RequireAuth>{page(<AdminPage />)}</RequireAuth>} />
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
