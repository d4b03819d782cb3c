/** Child-process entry of the load generator: answers each { id, spec } message with { id, result }. */
import { type LoadSpec, runLoad } from "./load";

process.on("message", (message: { id: number; spec: LoadSpec }) => {
  runLoad(message.spec).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
