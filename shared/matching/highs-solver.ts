/**
 * The scheduler's block solver (`BlockSolver`) on HiGHS, the open-source LP/MIP solver, in its WebAssembly build
 * (npm `highs`): single-threaded and deterministic, so a seed still gives one schedule. Loaded once per process
 * (or worker thread) with `loadHighsBlockSolver()`; the scheduler then calls it synchronously. Only the server's
 * engine worker and the benchmark load it: the scheduler itself does not depend on it.
 */
import loadHighs from "highs";
import type { BlockProgram, BlockSolver } from "./types";

type Highs = Awaited<ReturnType<typeof loadHighs>>;

function modelOf(highs: Highs, program: BlockProgram, integer: boolean) {
  const { numCols, numRows } = program;
  return highs.createModel({
    numCols,
    numRows,
    sense: highs.constants.objectiveSense.maximize,
    offset: 0,
    colCost: program.colCost,
    colLower: new Float64Array(numCols),
    colUpper: new Float64Array(numCols).fill(1),
    rowLower: new Float64Array(numRows).fill(-highs.infinity),
    rowUpper: program.rowUpper,
    matrix: {
      format: "csc",
      numRows,
      numCols,
      starts: program.starts,
      indices: program.indices,
      values: new Float64Array(program.indices.length).fill(1),
    },
    ...(integer ? { integrality: new Int32Array(numCols).fill(highs.constants.variableType.integer) } : {}),
  });
}

let loading: Promise<BlockSolver> | undefined;

/** HiGHS as the scheduler's block solver (loaded once; later calls share the instance). */
export function loadHighsBlockSolver(): Promise<BlockSolver> {
  loading ??= loadHighs().then(highsBlockSolver);
  return loading;
}

export function highsBlockSolver(highs: Highs): BlockSolver {
  const { modelStatus } = highs.constants;
  return {
    relax(program) {
      const model = modelOf(highs, program, false);
      try {
        // presolve does not pay on these small programs (measured: 20% faster without it)
        model.options.set({ output_flag: false, presolve: "off" });
        model.run();
        // anything but a proven optimum bounds nothing: the caller then tries the MIP
        if (model.getModelStatus() !== modelStatus.optimal) return { bound: Number.POSITIVE_INFINITY };
        return { bound: model.getObjectiveValue(), x: model.getSolution().colValue };
      } finally {
        model.dispose();
      }
    },
    solve(program, maxNodes) {
      const model = modelOf(highs, program, true);
      try {
        model.options.set({ output_flag: false, mip_rel_gap: 0, mip_max_nodes: Math.max(1, maxNodes) });
        model.run();
        // optimal, or stopped by the node limit with a schedule: either way a feasible solution to read
        if (Number(model.info.get("primal_solution_status")) !== highs.constants.solutionStatus.feasible)
          return undefined;
        const x = model.getSolution().colValue;
        const chosen = new Uint8Array(program.numCols);
        for (let j = 0; j < program.numCols; j++) chosen[j] = x[j]! > 0.5 ? 1 : 0;
        return { value: model.getObjectiveValue(), chosen, nodes: Number(model.info.get("mip_node_count")) };
      } finally {
        model.dispose();
      }
    },
  };
}
