import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The two transports of the rooms (the mesh signalling in server/modules/video, Janus in
 * server/modules/presentation) meet only in server/modules/rooms: "may this seat still be in this room" has one
 * home there, and either transport can change without the other. Read from the files' import lines.
 */
const modules = path.resolve(__dirname, "..");
const folders = ["video", "presentation", "rooms"] as const;

/** Every source file of the folders (tests left out) → the files of the folders it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders)
    for (const name of readdirSync(path.join(modules, folder))) {
      if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
      const file = `${folder}/${name}`;
      const text = readFileSync(path.join(modules, file), "utf8");
      const targets = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"(\.[^"]+)"/gms)]
        .map((m) => path.posix.normalize(path.posix.join(folder, m[1]!)))
        .filter((target) => folders.some((f) => target.startsWith(`${f}/`)))
        .map((target) => `${target}.ts`);
      graph.set(file, targets);
    }
  return graph;
}

const folderOf = (file: string) => file.split("/")[0]!;

/** A cycle of files, if any (depth first). */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === "done") return undefined;
    if (state.get(file) === "open") return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, "done");
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("the rooms' import graph (video, presentation, rooms)", () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
  const across = (a: string, b: string) =>
    edges.filter((e) => folderOf(e.from) === a && folderOf(e.to) === b).map((e) => `${e.from} → ${e.to}`);

  it("reads the folders' imports", () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(across("video", "rooms").length).toBeGreaterThan(0);
    expect(across("presentation", "rooms").length).toBeGreaterThan(0);
  });

  it("has no circle of files", () => {
    expect(findCycle(graph)).toBeUndefined();
  });

  it("the presentation module imports nothing of the video module, and rooms imports neither", () => {
    expect(across("presentation", "video")).toEqual([]);
    expect(across("rooms", "video")).toEqual([]);
    expect(across("rooms", "presentation")).toEqual([]);
  });

  it("the mesh signalling and the Janus transport import nothing of each other's module", () => {
    const transports = [
      "video/video.signalling.ts",
      "video/video.service.ts",
      "presentation/presentation.socket.ts",
    ];
    const crossing = edges.filter(
      (e) => transports.includes(e.from) && folderOf(e.to) !== "rooms" && folderOf(e.to) !== folderOf(e.from),
    );
    expect(crossing).toEqual([]);
  });
});
