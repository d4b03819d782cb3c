/**
 * The coturn configuration we ship (docs/turn.md, `npm run turn:config`): REST credentials signed by the app
 * (`ice.ts`), and a relay that reaches only the public internet. A TURN server relays to any address its
 * clients name, so without a deny list anyone holding a credential could reach the machine itself, the office
 * network, the cloud's metadata service (169.254.169.254) or anything behind carrier-grade NAT.
 */

/** Every special-purpose range (IANA's IPv4 and IPv6 special-purpose registries) no peer may be in. */
export const DENIED_PEER_RANGES: readonly { range: string; why: string }[] = [
  { range: "0.0.0.0-0.255.255.255", why: '"this network" (0/8)' },
  { range: "10.0.0.0-10.255.255.255", why: "private (10/8)" },
  { range: "100.64.0.0-100.127.255.255", why: "carrier-grade NAT (100.64/10)" },
  { range: "127.0.0.0-127.255.255.255", why: "loopback (127/8)" },
  { range: "169.254.0.0-169.254.255.255", why: "link-local, the clouds' metadata service (169.254/16)" },
  { range: "172.16.0.0-172.31.255.255", why: "private (172.16/12)" },
  { range: "192.0.0.0-192.0.0.255", why: "IETF protocol assignments (192.0.0/24)" },
  { range: "192.0.2.0-192.0.2.255", why: "documentation (192.0.2/24)" },
  { range: "192.88.99.0-192.88.99.255", why: "6to4 relay anycast (192.88.99/24)" },
  { range: "192.168.0.0-192.168.255.255", why: "private (192.168/16)" },
  { range: "198.18.0.0-198.19.255.255", why: "benchmarking (198.18/15)" },
  { range: "198.51.100.0-198.51.100.255", why: "documentation (198.51.100/24)" },
  { range: "203.0.113.0-203.0.113.255", why: "documentation (203.0.113/24)" },
  { range: "224.0.0.0-239.255.255.255", why: "multicast (224/4)" },
  { range: "240.0.0.0-255.255.255.255", why: "reserved and broadcast (240/4)" },
  { range: "::1", why: "IPv6 loopback" },
  { range: "::-::ffff:ffff", why: "unspecified, loopback, IPv4-compatible (::/96)" },
  { range: "::ffff:0:0-::ffff:ffff:ffff", why: "IPv4-mapped: every IPv4 address again (::ffff:0:0/96)" },
  { range: "64:ff9b::-64:ff9b::ffff:ffff", why: "NAT64 into IPv4 (64:ff9b::/96)" },
  { range: "64:ff9b:1::-64:ff9b:1:ffff:ffff:ffff:ffff:ffff", why: "local NAT64 (64:ff9b:1::/48)" },
  { range: "100::-100::ffff:ffff:ffff:ffff", why: "discard (100::/64)" },
  { range: "2001::-2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", why: "IETF assignments, Teredo (2001::/23)" },
  { range: "2001:db8::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", why: "documentation (2001:db8::/32)" },
  { range: "2002::-2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff", why: "6to4 into IPv4 (2002::/16)" },
  { range: "fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", why: "unique local (fc00::/7)" },
  { range: "fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", why: "link-local (fe80::/10)" },
  { range: "fec0::-feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", why: "site-local (fec0::/10)" },
  { range: "ff00::-ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", why: "multicast (ff00::/8)" },
];

export interface CoturnOptions {
  realm: string;
  /** The secret shared with the app (`TURN_SECRET`). */
  secret: string;
  /** The relay's own addresses: where it listens, where it relays from, its public one behind 1:1 NAT. */
  listeningIp: string;
  relayIp: string;
  externalIp?: string;
  port?: number;
  minPort?: number;
  maxPort?: number;
  /**
   * Tests on one machine only: both browsers are on 127.0.0.1, so loopback peers are let through (coturn lets an
   * address listed as both allowed and denied pass). Never in production.
   */
  loopbackTest?: boolean;
  /** Further lines (a test's pid and log files, TLS certificates). */
  extra?: string[];
}

/** The coturn configuration file (turnserver.conf) for these options. */
export function coturnConfig(o: CoturnOptions): string {
  const own = [o.listeningIp, o.relayIp, o.externalIp?.split("/")[0]].flatMap((ip) =>
    ip && ip !== "0.0.0.0" ? [ip] : [],
  );
  const lines = [
    `listening-port=${o.port ?? 3478}`,
    `listening-ip=${o.listeningIp}`,
    `relay-ip=${o.relayIp}`,
    ...(o.externalIp ? [`external-ip=${o.externalIp}`] : []),
    `min-port=${o.minPort ?? 49160}`,
    `max-port=${o.maxPort ?? 49200}`,
    `realm=${o.realm}`,
    "# credentials: the app signs <expiry>:<identity> with this secret (TURN REST)",
    "use-auth-secret",
    `static-auth-secret=${o.secret}`,
    "fingerprint",
    "stale-nonce=600",
    "# no console, no TCP relays (WebRTC relays UDP), no old TLS, no version in answers",
    "no-cli",
    "no-tcp-relay",
    "no-tlsv1",
    "no-tlsv1_1",
    "no-software-attribute",
    "# peers: the public internet only",
    "no-multicast-peers",
    ...DENIED_PEER_RANGES.flatMap(({ range, why }) => [`# ${why}`, `denied-peer-ip=${range}`]),
    "# the relay's own addresses",
    ...[...new Set(own)].map((ip) => `denied-peer-ip=${ip}`),
    ...(o.loopbackTest
      ? ["# TEST ONLY: both browsers on this machine", "allow-loopback-peers", "allowed-peer-ip=127.0.0.1"]
      : []),
    ...(o.extra ?? []),
  ];
  return `${lines.join("\n")}\n`;
}
