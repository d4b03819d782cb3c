import { CssBaseline, GlobalStyles } from "@mui/material";
import { styled, ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MaterialDesignContent, SnackbarProvider } from "notistack";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./routes";
import { SessionBootstrap } from "./SessionBootstrap";
import { theme } from "./theme";

/** Toasts with text at 4.5:1 or better on their background (WCAG 1.4.3); notistack's defaults are about 2-3:1. */
const Toast = styled(MaterialDesignContent)(() => ({
  "&.notistack-MuiContent-success": { backgroundColor: "#1b5e20", color: "#ffffff" },
  "&.notistack-MuiContent-error": { backgroundColor: "#b71c1c", color: "#ffffff" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#fff3cd", color: "#5c3c00" },
  "&.notistack-MuiContent-info": { backgroundColor: "#0d47a1", color: "#ffffff" },
}));
const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

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
        <SnackbarProvider
          maxSnack={3}
          Components={toastComponents}
          autoHideDuration={1500}
          anchorOrigin={{ vertical: "top", horizontal: "center" }}
        >
          <BrowserRouter>
            <SessionBootstrap />
            <AppRoutes />
          </BrowserRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
