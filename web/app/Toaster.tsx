import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToasts, toastsWanted } from "../lib/toast";

const Toasts = lazy(() => import("./Toasts"));

/** Mounts the toasts (notistack) when the first one is asked for: none of it is in the first load. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
