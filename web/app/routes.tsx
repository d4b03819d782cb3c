import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Loading } from "../features/common/states";
import { RequireAuth } from "./guards";
import { Layout } from "./Layout";

const HomePage = lazy(() => import("../pages/home/HomePage"));
const EventListPage = lazy(() => import("../pages/event/EventListPage"));
const EventDetailPage = lazy(() => import("../pages/event/EventDetailPage"));
const SearchResultsPage = lazy(() => import("../pages/search/SearchResultsPage"));
const LoginPage = lazy(() => import("../pages/auth/LoginPage"));
const RegisterPage = lazy(() => import("../pages/auth/RegisterPage"));
const FindUserPage = lazy(() => import("../pages/auth/FindUserPage"));
const ChangePasswordPage = lazy(() => import("../pages/auth/ChangePasswordPage"));
const MyPageLayout = lazy(() => import("../pages/mypage/MyPageLayout"));
const ProfilePage = lazy(() => import("../pages/mypage/ProfilePage"));
const PasswordPage = lazy(() => import("../pages/mypage/PasswordPage"));
const LikesPage = lazy(() => import("../pages/mypage/EventPages").then((m) => ({ default: m.LikesPage })));
const ApprovedEventsPage = lazy(() =>
  import("../pages/mypage/EventPages").then((m) => ({ default: m.ApprovedEventsPage })),
);
const DocumentPage = lazy(() => import("../pages/terms/DocumentPage"));
const ManualPage = lazy(() => import("../pages/terms/ManualPage"));
const NotFoundPage = lazy(() => import("../pages/notFound/NotFoundPage"));
const HostRoutes = lazy(() => import("../pages/host/HostRoutes"));
const AdminPage = lazy(() => import("../pages/admin/AdminPage"));
const WorkspacePage = lazy(() => import("../pages/subEvent/WorkspacePage"));
const ManagerRegitPage = lazy(() => import("../pages/managerRegit/ManagerRegitPage"));
const ApplicationFormPage = lazy(() => import("../pages/form/ApplicationFormPage"));
const FormResultPage = lazy(() => import("../pages/form/FormResultPage"));
const HomepagePage = lazy(() =>
  import("../pages/homepage/TemplatePage").then((m) => ({ default: m.HomepagePage })),
);
const TemplateQueryPage = lazy(() =>
  import("../pages/homepage/TemplatePage").then((m) => ({ default: m.TemplateQueryPage })),
);

/** A lazily loaded page with its loading state. */
function page(node: ReactNode) {
  return <Suspense fallback={<Loading />}>{node}</Suspense>;
}

/**
 * The spec's route groups. Unknown top-level groups redirect to /. The workspace, interpreter and
 * video groups require login; their screens arrive with the issues that build them.
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
      <Route element={<Layout />}>
        <Route index element={page(<HomePage />)} />
        <Route path="list" element={page(<EventListPage />)} />
        <Route path="form/subEvent/:id/result" element={page(<FormResultPage />)} />
        <Route path="form/subEvent/:id/:kind" element={page(<ApplicationFormPage />)} />
        <Route path="event">
          <Route path="list" element={page(<EventListPage />)} />
          <Route path="detail/:id" element={page(<EventDetailPage />)} />
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
        <Route path="interpreter/:id/*" element={<RequireAuth>{page(<NotFoundPage />)}</RequireAuth>} />
        <Route path="video/*" element={<RequireAuth>{page(<NotFoundPage />)}</RequireAuth>} />
        <Route path="homepage/:eventId/:templateName" element={page(<HomepagePage />)} />
        <Route path="template" element={page(<TemplateQueryPage />)} />
        <Route path="host/*" element={<RequireAuth>{page(<HostRoutes />)}</RequireAuth>} />
        <Route path="admin" element={<RequireAuth>{page(<AdminPage />)}</RequireAuth>} />
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
