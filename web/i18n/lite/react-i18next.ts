/**
 * react-i18next's `useTranslation` and `initReactI18next` over ./i18next.ts (resolved in the browser build by
 * vite.config.ts, like `i18next`). A component re-renders when the language changes and when texts are
 * added (the domain catalogues arrive after the first page), as react-i18next does with `bindI18nStore: "added"`.
 */
import { useMemo, useSyncExternalStore } from "react";
import i18n from "./i18next";

let version = 0;
const subscribers = new Set<() => void>();
function changed() {
  version++;
  for (const subscriber of subscribers) subscriber();
}
i18n.on("languageChanged", changed);
i18n.on("added", changed);
i18n.on("initialized", changed);

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export const initReactI18next = { type: "3rdParty", init() {} };

/** `{ t, i18n, ready }` (also as the array `[t, i18n, ready]`); `t` is new after each change. */
export function useTranslation() {
  const current = useSyncExternalStore(subscribe, () => version);
  return useMemo(() => {
    void current;
    const t = i18n.getFixedT(i18n.language);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
  }, [current]);
}
