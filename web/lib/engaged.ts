import { useSyncExternalStore } from "react";

/**
 * Whether the visitor has done anything on the page yet (moved the pointer, touched, scrolled, typed). Heavy
 * parts that are not the point of a page (the venue map) wait for it, as facades: a visitor who only looks
 * at the first screen never pays for them.
 */
let engaged = false;
const listeners = new Set<() => void>();
const EVENTS = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

function onFirstInput() {
  engaged = true;
  for (const name of EVENTS) window.removeEventListener(name, onFirstInput, true);
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined")
  for (const name of EVENTS) window.addEventListener(name, onFirstInput, { capture: true, passive: true });

export function useEngaged(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => engaged,
  );
}
