import { describe, expect, it } from "vitest";
import { janusConfigFiles } from "./janus-config";

const base = {
  dir: "/tmp/janus-x",
  wsPort: 8188,
  apiSecret: "s3cret",
  adminKey: "adm1n",
  iceAddress: "10.0.0.5",
  rtpPorts: [20000, 20100] as [number, number],
};

describe("janusConfigFiles", () => {
  it("loads only VideoRoom and WebSockets on loopback, with ICE on the machine's address", () => {
    const files = janusConfigFiles(base);
    expect(files["janus.jcfg"]).toContain('api_secret = "s3cret"');
    expect(files["janus.jcfg"]).toContain('ice_enforce_list = "10.0.0.5"');
    expect(files["janus.jcfg"]).toContain('rtp_port_range = "20000-20100"');
    expect(files["janus.jcfg"]).not.toContain("event_loops");
  });

  it("writes event_loops only when asked (a fixed pool of loops instead of a thread per handle)", () => {
    expect(janusConfigFiles({ ...base, eventLoops: 2 })["janus.jcfg"]).toMatch(
      /general: \{[^}]*event_loops = 2\n\}/,
    );
  });
});
