import { Box } from "@mui/material";
import { Outlet, useMatch } from "react-router";
import { Footer } from "./layout/Footer";
import { TopBar } from "./layout/TopBar";

/** Top bar and footer around every page except /auth (which has its own frame). */
export function Layout() {
  const eventMatch = useMatch("/event/detail/:id");
  const eventId = eventMatch ? Number(eventMatch.params.id) : undefined;
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: "none" }}>
        <Outlet />
      </Box>
      <Footer eventId={Number.isInteger(eventId) ? eventId : undefined} />
    </Box>
  );
}
