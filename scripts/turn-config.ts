/**
 * npm run turn:config > /etc/bizmeet-turn.conf
 *
 * Prints the coturn configuration we ship (server/modules/rooms/coturn.ts, docs/turn.md) for this machine:
 * TURN_REALM, TURN_SECRET (the app's), TURN_RELAY_IP (the address it relays from), TURN_LISTENING_IP (default
 * 0.0.0.0), TURN_EXTERNAL_IP (PUBLIC/PRIVATE behind 1:1 NAT), TURN_PORT, TURN_MIN_PORT, TURN_MAX_PORT.
 */
import { coturnConfig } from "../server/modules/rooms/coturn";

const env = process.env;
const missing = ["TURN_REALM", "TURN_SECRET", "TURN_RELAY_IP"].filter((name) => !env[name]);
if (missing.length > 0) {
  process.stderr.write(`turn:config needs ${missing.join(", ")} (docs/turn.md)\n`);
  process.exit(2);
}
const port = (name: string) => (env[name] ? Number(env[name]) : undefined);
process.stdout.write(
  coturnConfig({
    realm: env.TURN_REALM!,
    secret: env.TURN_SECRET!,
    relayIp: env.TURN_RELAY_IP!,
    listeningIp: env.TURN_LISTENING_IP || "0.0.0.0",
    externalIp: env.TURN_EXTERNAL_IP || undefined,
    port: port("TURN_PORT"),
    minPort: port("TURN_MIN_PORT"),
    maxPort: port("TURN_MAX_PORT"),
  }),
);
