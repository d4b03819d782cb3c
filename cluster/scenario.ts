import type { Api, Routes } from "./client/api";
import type { DemoWorld } from "./client/demo";
import type { Cluster } from "./harness/cluster";

/** A figure a scenario measured, for the run's table (docs/cluster.md quotes them with their run). */
export interface Figure {
  scenario: string;
  name: string;
  value: number;
  unit: string;
  /** What the scenario asserts about it (e.g. "≤ 5000", "0"). */
  target?: string;
}

export interface ScenarioContext {
  cluster: Cluster;
  /** Route cookies that place a client on a given web process. */
  routes: Routes;
  /** A client without a route cookie (nginx spreads its requests). */
  api: Api;
  world: DemoWorld;
  figure(name: string, value: number, unit: string, target?: string): void;
  log(line: string): void;
}

export interface Scenario {
  name: string;
  run(ctx: ScenarioContext): Promise<void>;
}

/** Milliseconds since `from`, as a whole number. */
export const since = (from: number) => Math.round(Date.now() - from);

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Prints the figures as a table (the run's output and docs/cluster.md share it). */
export function figureTable(figures: Figure[]): string[] {
  const rows = figures.map((f) => [
    f.scenario,
    f.name,
    `${Number.isInteger(f.value) ? f.value : f.value.toFixed(1)} ${f.unit}`,
    f.target ?? "",
  ]);
  const header = ["scenario", "figure", "measured", "target"];
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
}
