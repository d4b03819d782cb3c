import { Box } from "@mui/material";
import { useEffect } from "react";
import { Outlet, useLocation, useMatch, useNavigationType } from "react-router";
import { useDayNotices } from "../features/push/useDayNotices";
import { Footer } from "./layout/Footer";
import { TopBar } from "./layout/TopBar";

/** Top bar and footer around every page except /auth (which has its own frame). */
export function Layout() {
  const eventMatch = useMatch("/event/detail/:id");
  const eventId = eventMatch ? Number(eventMatch.params.id) : undefined;
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The event day's notices (no-show, standby request, 5 minutes before a meeting) as toasts while the app is open.
  useDayNotices();
  // A new page opens at its top (its chunk and data may already be there, so nothing else resets the scroll);
  // back and forward keep the browser's own restoration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path by design
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      {/* at least a screen tall: the footer never shows under a page that is still loading, only to be
          pushed down when the page arrives (a layout shift) */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: "100vh", outline: "none" }}>
        <Outlet />
      </Box>
      <Footer eventId={Number.isInteger(eventId) ? eventId : undefined} />
    </Box>
  );
}
