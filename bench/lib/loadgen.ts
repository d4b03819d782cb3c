/**
 * Child-process entry of the load generator: answers each { id, spec } (closed loop, autocannon) or
 * { id, open } (open loop, bench/lib/open-loop.ts) message with { id, result } or { id, error }.
 */
import { type LoadSpec, runLoad } from "./load";
import { type OpenLoopSpec, runOpenLoop } from "./open-loop";

process.on("message", (message: { id: number; spec?: LoadSpec; open?: OpenLoopSpec }) => {
  const running = message.open ? runOpenLoop(message.open) : runLoad(message.spec!);
  running.then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
