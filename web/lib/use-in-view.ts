import { useEffect, useState } from "react";

/**
 * Whether the element given to the returned ref has come into view (once true, stays true): for parts of a
 * page that load their code or data only when they are about to be seen (the venue map, an event's footer
 * links). A callback ref, so that an element that is replaced or appears later is observed too. Observing
 * starts when `enabled` (for example once the content above it has arrived and pushed it down).
 */
export function useInView<T extends Element>(enabled = true): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element || !enabled) return;
    if (!("IntersectionObserver" in window)) {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, enabled]);
  return [setElement, seen];
}
