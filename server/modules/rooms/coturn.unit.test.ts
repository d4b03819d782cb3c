import { readFileSync } from "node:fs";
import { BlockList, isIPv4 } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CoturnOptions, coturnConfig } from "./coturn";

const production: CoturnOptions = {
  realm: "bizmeet.example.com",
  secret: "CHANGE-ME-LONG-RANDOM",
  listeningIp: "10.0.0.5",
  relayIp: "10.0.0.5",
  externalIp: "34.120.7.9/10.0.0.5",
};

/** The generated file read back as coturn reads it: its flags and its denied and allowed peers. */
function read(text: string) {
  const lines = text.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
  const values = (key: string) =>
    lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  // coturn compares a peer with the ranges of its own family only (an IPv4-mapped peer is an IPv6 address)
  const list = (ranges: string[]) => {
    const byFamily = { ipv4: new BlockList(), ipv6: new BlockList() };
    for (const range of ranges) {
      const [from, to] = range.split("-") as [string, string | undefined];
      const family = isIPv4(from) ? "ipv4" : "ipv6";
      if (to) byFamily[family].addRange(from, to, family);
      else byFamily[family].addAddress(from, family);
    }
    return (address: string) => {
      const family = isIPv4(address) ? "ipv4" : "ipv6";
      return byFamily[family].check(address, family);
    };
  };
  return {
    flags: new Set(lines.filter((l) => !l.includes("="))),
    denied: list(values("denied-peer-ip")),
    allowed: list(values("allowed-peer-ip")),
    values,
  };
}

const special = [
  "0.1.2.3",
  "10.20.30.40",
  "100.64.0.1",
  "100.127.255.254",
  "127.0.0.1",
  "127.255.255.254",
  "169.254.169.254",
  "172.16.0.1",
  "172.31.255.255",
  "192.0.0.8",
  "192.168.1.1",
  "198.18.0.1",
  "224.0.0.251",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  "::",
  "::1",
  "::ffff:10.0.0.1",
  "::ffff:169.254.169.254",
  "::ffff:127.0.0.1",
  "64:ff9b::a00:1",
  "2002:a00:1::1",
  "2001:0:4136:e378::1",
  "fc00::1",
  "fd12:3456:789a::1",
  "fe80::1",
  "febf::1",
  "ff02::1",
];
const publicAddresses = ["8.8.8.8", "1.1.1.1", "34.120.7.10", "2606:4700:4700::1111", "2a00:1450:4001::200e"];

describe("the coturn configuration we ship", () => {
  const config = read(coturnConfig(production));

  it("denies every special-purpose address as a peer, IPv4 and IPv6, and the relay's own addresses", () => {
    for (const address of special) expect(config.denied(address), address).toBe(true);
    expect(config.denied("34.120.7.9"), "the relay's public address").toBe(true);
    expect(config.denied("10.0.0.5"), "the relay's private address").toBe(true);
  });

  it("relays to the public internet", () => {
    for (const address of publicAddresses) expect(config.denied(address), address).toBe(false);
  });

  it("has no console, no multicast peers, no TCP relays, REST credentials, and lets no loopback through", () => {
    for (const flag of ["no-cli", "no-multicast-peers", "no-tcp-relay", "use-auth-secret", "fingerprint"])
      expect(config.flags, flag).toContain(flag);
    expect(config.flags).not.toContain("allow-loopback-peers");
    expect(config.values("allowed-peer-ip")).toEqual([]);
    expect(config.values("static-auth-secret")).toEqual(["CHANGE-ME-LONG-RANDOM"]);
    expect(config.values("external-ip")).toEqual(["34.120.7.9/10.0.0.5"]);
  });

  it("lets loopback through only in the test setup, and nothing else", () => {
    const test = read(
      coturnConfig({
        ...production,
        listeningIp: "127.0.0.1",
        relayIp: "127.0.0.1",
        externalIp: undefined,
        loopbackTest: true,
      }),
    );
    expect(test.flags).toContain("allow-loopback-peers");
    expect(test.values("allowed-peer-ip")).toEqual(["127.0.0.1"]);
    for (const address of special.filter((a) => a !== "127.0.0.1"))
      expect(test.denied(address) && !test.allowed(address), address).toBe(true);
  });

  it("is the configuration docs/turn.md shows", () => {
    const docs = readFileSync(path.resolve(__dirname, "../../../docs/turn.md"), "utf8");
    const block = /```ini\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(block).toBe(
      coturnConfig({
        realm: "bizmeet.example.com",
        secret: "CHANGE-ME-LONG-RANDOM",
        listeningIp: "0.0.0.0",
        relayIp: "203.0.113.10",
      }),
    );
  });
});
