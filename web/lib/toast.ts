import i18n from "i18next";
import { ApiError } from "../api/client";

export type ToastVariant = "success" | "warning" | "error" | "info";
export interface ToastMessage {
  message: string;
  variant: ToastVariant;
}

/**
 * Toasts are drawn by notistack, which loads with the first toast (web/app/Toaster.tsx) rather than with
 * the first page: until it is there, messages wait here and are shown in order when it arrives.
 */
let show: ((toast: ToastMessage) => void) | undefined;
const waiting: ToastMessage[] = [];
const listeners = new Set<() => void>();

/** Shows a toast (at most 3, top center, hidden after 1500 ms: see web/app/Toasts.tsx). */
export function toast(message: string, variant: ToastVariant = "warning"): void {
  if (show) {
    show({ message, variant });
    return;
  }
  waiting.push({ message, variant });
  for (const listener of listeners) listener();
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

/** For the toaster: whether a toast was ever asked for (useSyncExternalStore). */
export function toastsWanted(): boolean {
  return show !== undefined || waiting.length > 0;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the loaded toaster: draws the waiting messages, then every later one directly. */
export function attachToaster(draw: (toast: ToastMessage) => void): () => void {
  show = draw;
  for (const message of waiting.splice(0)) draw(message);
  return () => {
    if (show === draw) show = undefined;
  };
}
