import type { AlertProps } from "@mui/material";
import { Box } from "@mui/material";
import { lazy, Suspense } from "react";

const Alert = lazy(() => import("@mui/material/Alert"));

/**
 * MUI's Alert, its module loaded when one is first shown: the first-load pages show alerts only in
 * exceptional states (a failed load, a waiting or rejected application). The text shows meanwhile.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense
      fallback={
        <Box
          role={props.severity === "error" ? "alert" : undefined}
          sx={[{ py: 0.75, px: 2 }, props.sx ?? {}].flat()}
        >
          {props.children}
        </Box>
      }
    >
      <Alert {...props} />
    </Suspense>
  );
}
