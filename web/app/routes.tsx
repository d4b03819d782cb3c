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

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
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
        <Route
          path="login"
          element={
            <Page>
              <LoginPage />
            </Page>
          }
        />
        <Route
          path="register"
          element={
            <Page>
              <RegisterPage />
            </Page>
          }
        />
        <Route
          path="findUser"
          element={
            <Page>
              <FindUserPage />
            </Page>
          }
        />
        <Route
          path="changePwd/:code"
          element={
            <Page>
              <ChangePasswordPage />
            </Page>
          }
        />
        <Route path="*" element={home} />
      </Route>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <Page>
              <HomePage />
            </Page>
          }
        />
        <Route
          path="list"
          element={
            <Page>
              <EventListPage />
            </Page>
          }
        />
        <Route
          path="form/subEvent/:id/result"
          element={
            <Page>
              <FormResultPage />
            </Page>
          }
        />
        <Route
          path="form/subEvent/:id/:kind"
          element={
            <Page>
              <ApplicationFormPage />
            </Page>
          }
        />
        <Route path="event">
          <Route
            path="list"
            element={
              <Page>
                <EventListPage />
              </Page>
            }
          />
          <Route
            path="detail/:id"
            element={
              <Page>
                <EventDetailPage />
              </Page>
            }
          />
          <Route path="*" element={home} />
        </Route>
        <Route
          path="search_result/:word"
          element={
            <Page>
              <SearchResultsPage />
            </Page>
          }
        />
        <Route path="terms">
          <Route
            path="terms"
            element={
              <Page>
                <DocumentPage kind="terms" />
              </Page>
            }
          />
          <Route
            path="privacy"
            element={
              <Page>
                <DocumentPage kind="privacy" />
              </Page>
            }
          />
          <Route
            path="manual/:page"
            element={
              <Page>
                <ManualPage />
              </Page>
            }
          />
          <Route path="*" element={<Navigate to="/terms/terms" replace />} />
        </Route>
        <Route
          path="mypage"
          element={
            <RequireAuth>
              <Page>
                <MyPageLayout />
              </Page>
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/mypage/info" replace />} />
          <Route
            path="info"
            element={
              <Page>
                <ProfilePage />
              </Page>
            }
          />
          <Route
            path="password"
            element={
              <Page>
                <PasswordPage />
              </Page>
            }
          />
          <Route
            path="likes"
            element={
              <Page>
                <LikesPage />
              </Page>
            }
          />
          <Route
            path="approvedEvents"
            element={
              <Page>
                <ApprovedEventsPage />
              </Page>
            }
          />
          <Route path="*" element={home} />
        </Route>
        <Route
          path="subEvent/:id/*"
          element={
            <RequireAuth>
              <Page>
                <WorkspacePage />
              </Page>
            </RequireAuth>
          }
        />
        <Route
          path="managerRegit/:code"
          element={
            <Page>
              <ManagerRegitPage />
            </Page>
          }
        />
        <Route
          path="interpreter/:id/*"
          element={
            <RequireAuth>
              <Page>
                <NotFoundPage />
              </Page>
            </RequireAuth>
          }
        />
        <Route
          path="video/*"
          element={
            <RequireAuth>
              <Page>
                <NotFoundPage />
              </Page>
            </RequireAuth>
          }
        />
        <Route
          path="homepage/:eventId/:templateName"
          element={
            <Page>
              <HomepagePage />
            </Page>
          }
        />
        <Route
          path="template"
          element={
            <Page>
              <TemplateQueryPage />
            </Page>
          }
        />
        <Route
          path="host/*"
          element={
            <RequireAuth>
              <Page>
                <HostRoutes />
              </Page>
            </RequireAuth>
          }
        />
        <Route
          path="admin"
          element={
            <RequireAuth>
              <Page>
                <AdminPage />
              </Page>
            </RequireAuth>
          }
        />
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
