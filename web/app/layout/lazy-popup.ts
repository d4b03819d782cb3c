import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component loaded on first use, with a `preload` for the hover or focus of whatever opens it (so that the
 * chunk is usually there by the time of the click).
 */
export function lazyPopup<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  return {
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
