// Entry of the PDF worker thread: loads the TypeScript worker through tsx, whether the parent runs under tsx
// (npm start), vitest, or a bench script.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.entry, import.meta.url);
