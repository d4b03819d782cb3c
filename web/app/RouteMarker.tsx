import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Writes the rendered path on <html data-path>: navigations render in a transition (the old page stays until
 * the new one is ready), so the browser checks read this to know that the page they asked for is on screen.
 */
export function RouteMarker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.path = pathname + search;
  }, [pathname, search]);
  return null;
}
