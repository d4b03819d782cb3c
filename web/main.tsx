// first: before any module builds a zod schema (see the module)
import "./app/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadFirstPage } from "./app/preload";
import { queryClient } from "./app/query-client";
import { dayKeys } from "./features/day/api";
import { initI18n, loadCatalogue, startupLanguage } from "./i18n";
import { checkVersion } from "./lib/version";
import { registerServiceWorker } from "./pwa/register";

async function start() {
  const language = startupLanguage(window.location.search, window.location.pathname, navigator.languages);
  void loadCatalogue(language); // in parallel with the version check
  preloadFirstPage(window.location.pathname); // and with the first page's chunk and data
  if (await checkVersion()) return;
  await initI18n(language);
  const root = document.getElementById("root");
  if (!root) return;
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for its whole length (long tasks are what delays a first tap).
  // the first visit's data passes through the worker once it controls the page, to be there offline
  // Only what the phone keeps for offline use is read again through the worker: refetching every query would
  // disturb a screen in use (a call, a dialog) when the worker takes control in the middle of it.
  registerServiceWorker(() => {
    void queryClient.invalidateQueries({ queryKey: dayKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["badges", "mine"] });
  });
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
