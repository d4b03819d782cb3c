import { Container } from "@mui/material";
import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Loading } from "../../features/common/states";

const HostHomePage = lazy(() => import("./HostHomePage"));
const EventEditorPage = lazy(() => import("./EventEditorPage"));
const SubEventEditorPage = lazy(() => import("./SubEventEditorPage"));
const FormBuilderPage = lazy(() => import("./FormBuilderPage"));
const ApplicantsPage = lazy(() => import("./ApplicantsPage"));
const MeetingBoardPage = lazy(() => import("./MeetingBoardPage"));
const NoticesPage = lazy(() => import("./NoticesPage"));
const MailComposerPage = lazy(() => import("./MailComposerPage"));
const SubEventToolsPage = lazy(() => import("./tools/SubEventToolsPage"));
const AutoScheduleReviewPage = lazy(() => import("./AutoScheduleReviewPage"));
const DirectRoomsPage = lazy(() => import("./DirectRoomsPage"));
const PlacesPage = lazy(() => import("./PlacesPage"));
const LiveFloorPage = lazy(() => import("./LiveFloorPage"));
const BadgesPage = lazy(() => import("./BadgesPage"));
const CheckinPage = lazy(() => import("./CheckinPage"));
const PrintPage = lazy(() => import("./PrintPage"));
const OutcomeReportPage = lazy(() => import("./OutcomeReportPage"));

function Page({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </Container>
  );
}

/** The organizer's console (/host/...): every screen loads on demand. */
export default function HostRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page>
            <HostHomePage />
          </Page>
        }
      />
      <Route
        path="events/new"
        element={
          <Page>
            <EventEditorPage key="new" />
          </Page>
        }
      />
      <Route
        path="events/:eventId"
        element={
          <Page>
            <EventEditorPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/badges"
        element={
          <Page>
            <BadgesPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/checkin"
        element={
          <Page>
            <CheckinPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/print"
        element={
          <Page>
            <PrintPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/report"
        element={
          <Page>
            <OutcomeReportPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/directRooms"
        element={
          <Page>
            <DirectRoomsPage />
          </Page>
        }
      />
      <Route
        path="events/:eventId/subEvents/new"
        element={
          <Page>
            <SubEventEditorPage key="new" />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId"
        element={
          <Page>
            <SubEventEditorPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/forms/:slot"
        element={
          <Page>
            <FormBuilderPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/applicants"
        element={
          <Page>
            <ApplicantsPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/meetings"
        element={
          <Page>
            <MeetingBoardPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/notices"
        element={
          <Page>
            <NoticesPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/mail"
        element={
          <Page>
            <MailComposerPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/tools/*"
        element={
          <Page>
            <SubEventToolsPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/floor"
        element={
          <Suspense fallback={<Loading />}>
            <LiveFloorPage />
          </Suspense>
        }
      />
      <Route
        path="subEvents/:subEventId/places"
        element={
          <Page>
            <PlacesPage />
          </Page>
        }
      />
      <Route
        path="subEvents/:subEventId/matching/runs/:runId"
        element={
          <Page>
            <AutoScheduleReviewPage />
          </Page>
        }
      />
      <Route path="*" element={<Navigate to="/host" replace />} />
    </Routes>
  );
}
