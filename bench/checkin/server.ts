/**
 * The app on its own process for bench:checkin (so that the load generator does not share its event loop):
 * opens DATABASE_URL with the benchmarks' secret, listens on a free port and tells the parent the port.
 */
import { buildApp } from "../../server/app";
import { openBenchContext } from "../lib/context";

const { ctx, close } = await openBenchContext("checkin-server", process.env.DATABASE_URL);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
process.on("message", async (m: { stop?: boolean }) => {
  if (!m.stop) return;
  await app.close();
  await close();
  process.exit(0);
});
