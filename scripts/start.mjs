// `npm start`: build the web app when it is missing or older than its sources, then serve
// (migrations and the demo data run at server start-up).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtAt = (() => {
  const index = path.join(root, "dist", "index.html");
  return existsSync(index) ? statSync(index).mtimeMs : 0;
})();

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesAt = Math.max(newestIn(path.join(root, "web")), newestIn(path.join(root, "shared")));
if (sourcesAt > builtAt) {
  console.log("Building the web app…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
