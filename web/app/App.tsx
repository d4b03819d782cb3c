import { CssBaseline, GlobalStyles } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./routes";
import { SessionBootstrap } from "./SessionBootstrap";
import { Toaster } from "./Toaster";

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});
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
      body: { wordBreak: "keep-all", overflowWrap: "anywhere" },
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
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
