import { styled } from "@mui/material/styles";
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { attachToaster } from "../lib/toast";

/** Toasts with text at 4.5:1 or better on their background (WCAG 1.4.3); notistack's defaults are about 2-3:1. */
const Toast = styled(MaterialDesignContent)(() => ({
  "&.notistack-MuiContent-success": { backgroundColor: "#1b5e20", color: "#ffffff" },
  "&.notistack-MuiContent-error": { backgroundColor: "#b71c1c", color: "#ffffff" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#fff3cd", color: "#5c3c00" },
  "&.notistack-MuiContent-info": { backgroundColor: "#0d47a1", color: "#ffffff" },
}));
const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

/** The spec's toasts: 3 at most, top center, hidden after 1500 ms. Loaded by Toaster with the first one. */
export default function Toasts() {
  useEffect(() => attachToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      Components={toastComponents}
      autoHideDuration={1500}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
    />
  );
}
