import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "shared/**/*.test.ts",
            "web/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "server/**/*.unit.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Files of a worker share its loaded modules (about half the run's time went to importing the app
          // per file). Each file still boots its own app on a fresh database; product code keeps per-process
          // state per database or app context (a WeakMap keyed by ctx.db or ctx), never by bare row ids.
          isolate: false,
        },
      },
    ],
  },
});
