import { useCallback } from "react";
import { useNavigate } from "react-router";

/** Back to the previous page of this app, or home when the room was opened directly (13.35). */
export function useLeaveRoom(): (to: "home" | "back") => void {
  const navigate = useNavigate();
  return useCallback(
    (to) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (to === "back" && idx > 0) navigate(-1);
      else navigate("/", { replace: true });
    },
    [navigate],
  );
}
