import { networkInterfaces } from "node:os";

export interface JanusSettings {
  /** Where the generated configuration lives (and the log). */
  dir: string;
  /** The WebSocket transport's port, on loopback only: the app is Janus's only client. */
  wsPort: number;
  /** Required on every request of the Janus API (`api_secret`). */
  apiSecret: string;
  /** Required to create, edit and destroy VideoRoom rooms (`admin_key`). */
  adminKey: string;
  /** The address Janus gathers ICE candidates on (it ignores loopback): the machine's own. */
  iceAddress: string;
  rtpPorts: [number, number];
  /**
   * Janus's `event_loops`: a fixed number of threads serving every PeerConnection instead of one thread per
   * handle (unset: Janus's default, a thread per handle).
   */
  eventLoops?: number;
}

const PLUGINS = "/usr/lib/x86_64-linux-gnu/janus";
const UNUSED_PLUGINS = [
  "audiobridge",
  "echotest",
  "recordplay",
  "sip",
  "nosip",
  "streaming",
  "textroom",
  "videocall",
  "voicemail",
  "duktape",
  "lua",
].map((name) => `libjanus_${name}.so`);
const UNUSED_TRANSPORTS = ["http", "mqtt", "nanomsg", "pfunix", "rabbitmq"].map(
  (name) => `libjanus_${name}.so`,
);

/**
 * The machine's first non-loopback IPv4 address. Janus does not gather candidates on the loopback interface
 * (an `ice_enforce_list` of "lo" is accepted and then ignored), so it must be told the machine's own; the
 * media still stays inside the machine when the browsers are on it.
 */
export function machineAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address;
  return undefined;
}

/**
 * The files of a Janus that serves only our VideoRoom rooms: the core (secrets, ICE on the machine's address,
 * the RTP port range, nothing else loaded), the VideoRoom plugin (rooms only through the admin key, RTP
 * forwarding only with a room's secret), and the WebSocket transport on loopback (no admin API over it).
 */
export function janusConfigFiles(s: JanusSettings): Record<string, string> {
  const quoted = (value: string) => JSON.stringify(value);
  return {
    "janus.jcfg": `general: {
  configs_folder = ${quoted(s.dir)}
  plugins_folder = "${PLUGINS}/plugins"
  transports_folder = "${PLUGINS}/transports"
  events_folder = "${PLUGINS}/events"
  loggers_folder = "${PLUGINS}/loggers"
  log_to_file = ${quoted(`${s.dir}/janus.log`)}
  debug_level = 3
  api_secret = ${quoted(s.apiSecret)}
  protected_folders = []${s.eventLoops ? `\n  event_loops = ${s.eventLoops}` : ""}
}
nat: {
  ice_enforce_list = ${quoted(s.iceAddress)}
  ice_ignore_list = "vmnet"
}
media: {
  rtp_port_range = "${s.rtpPorts[0]}-${s.rtpPorts[1]}"
}
plugins: {
  disable = ${quoted(UNUSED_PLUGINS.join(","))}
}
transports: {
  disable = ${quoted(UNUSED_TRANSPORTS.join(","))}
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
`,
    "janus.plugin.videoroom.jcfg": `general: {
  admin_key = ${quoted(s.adminKey)}
  lock_rtp_forward = true
}
`,
    "janus.transport.websockets.jcfg": `general: {
  json = "compact"
  ws = true
  ws_port = ${s.wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  };
}
