import i18n from "i18next";
import { enqueueSnackbar } from "notistack";
import { ApiError } from "../api/client";

type Variant = "success" | "warning" | "error" | "info";

/** Shows a toast (at most 3, top center, hidden after 1500 ms: see App.tsx). */
export function toast(message: string, variant: Variant = "warning"): void {
  enqueueSnackbar(message, { variant });
}

/** The spec's alert for a failed call: the answer's detail, or a generic text by status. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 403 && !error.detail) toast(i18n.t("common.noAccess"));
    else if (error.status >= 500) toast(i18n.t("common.cannotAccess"), "error");
    else toast(error.detail || i18n.t("common.badRequest"));
    return;
  }
  toast(i18n.t("common.serverError"), "error");
}
