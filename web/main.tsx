import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./i18n";
import { checkVersion } from "./lib/version";

async function start() {
  if (await checkVersion()) return;
  initI18n(window.location.search);
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
