import { CssBaseline, GlobalStyles } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { queryClient } from "./query-client";
import { RouteMarker } from "./RouteMarker";
import { AppRoutes } from "./routes";
import { SessionBootstrap } from "./SessionBootstrap";
import { Toaster } from "./Toaster";
import { theme } from "./theme";

const globalStyles = (
  <GlobalStyles
    styles={{
      ".skip-link": {
        position: "absolute",
        left: -9999,
        top: 8,
        zIndex: 2000,
        background: "#fff",
        padding: "8px 12px",
      },
      ".skip-link:focus": { left: 8 },
      // Lines break between words (Korean words kept whole); a word longer than its line breaks as a last
      // resort. Not "anywhere": that also lets tables and flex items shrink below a word and split it.
      body: { wordBreak: "keep-all", overflowWrap: "break-word" },
    }}
  />
);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {globalStyles}
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionBootstrap />
          <RouteMarker />
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
