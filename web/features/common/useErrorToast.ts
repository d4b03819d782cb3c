import { useEffect } from "react";
import { toastError } from "../../lib/toast";

/**
 * Shows a failed call as a passing toast built from its status and answer (spec: notice and mail failures
 * are shown, then removed); the page keeps its own retry next to it.
 */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) toastError(error);
  }, [error]);
}
