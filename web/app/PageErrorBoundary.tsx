import { Box, Button } from "@mui/material";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LazyAlert } from "../features/common/LazyAlert";

function Failed() {
  const { t } = useTranslation();
  return (
    <Box data-testid="page-error" sx={{ p: { xs: 2, sm: 4 } }}>
      <LazyAlert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t("pageError.reload")}
          </Button>
        }
      >
        {t("pageError.text")}
      </LazyAlert>
    </Box>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // the browser's console keeps what went wrong (React reports it too), the screen says it in words
    console.error("page failed to render", error);
  }

  override render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}

/**
 * A page that throws while rendering shows a message with a reload button instead of an empty window
 * (React unmounts the whole tree on an uncaught render error). Another path starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
