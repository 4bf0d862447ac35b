// Which IP addresses a call to an address a user typed may not reach (docs/SECURITY.md, "Outbound calls").
import { isIPv4, isIPv6 } from "node:net";

/** What kind of address it is, as a refusal names it ("127.0.0.1 is a loopback address"). */
type AddressKind =
  | "a loopback address"
  | "a private address"
  | "a link-local address"
  | "a shared (CGNAT) address"
  | "a multicast address"
  | "the unspecified address"
  | "the broadcast address"
  | "a cloud metadata address"
  | "a reserved address";

/** One range: a prefix of `bits` bits of `bytes` (4 bytes for IPv4, 16 for IPv6). */
interface Range {
  bytes: number[];
  bits: number;
  kind: AddressKind;
}

const v4 = (cidr: string, kind: AddressKind): Range => {
  const [ip = "", bits = "32"] = cidr.split("/");
  return { bytes: ip.split(".").map(Number), bits: Number(bits), kind };
};
const v6 = (cidr: string, kind: AddressKind): Range => {
  const [ip = "", bits = "128"] = cidr.split("/");
  return { bytes: ipv6Bytes(ip) ?? [], bits: Number(bits), kind };
};

// Order matters: the first range that holds the address names it (metadata before link-local).
const IPV4_RANGES: Range[] = [
  v4("169.254.169.254", "a cloud metadata address"), // AWS, GCP, Azure, OpenStack, DigitalOcean, Oracle
  v4("169.254.170.2", "a cloud metadata address"), // AWS ECS task credentials
  v4("100.100.100.200", "a cloud metadata address"), // Alibaba Cloud
  v4("168.63.129.16", "a cloud metadata address"), // Azure WireServer (a public address)
  v4("255.255.255.255", "the broadcast address"),
  v4("0.0.0.0", "the unspecified address"),
  v4("0.0.0.0/8", "a reserved address"), // "this network"
  v4("10.0.0.0/8", "a private address"),
  v4("100.64.0.0/10", "a shared (CGNAT) address"),
  v4("127.0.0.0/8", "a loopback address"),
  v4("169.254.0.0/16", "a link-local address"),
  v4("172.16.0.0/12", "a private address"),
  v4("192.0.0.0/24", "a reserved address"), // IETF protocol assignments
  v4("192.168.0.0/16", "a private address"),
  v4("198.18.0.0/15", "a reserved address"), // benchmarking, used inside networks
  v4("224.0.0.0/4", "a multicast address"),
  v4("240.0.0.0/4", "a reserved address"),
];

const IPV6_RANGES: Range[] = [
  v6("fd00:ec2::254", "a cloud metadata address"), // AWS IMDS over IPv6
  v6("fd00:ec2::23", "a cloud metadata address"), // AWS EKS pod identity
  v6("::", "the unspecified address"),
  v6("::1", "a loopback address"),
  v6("::/96", "a reserved address"), // IPv4-compatible (deprecated)
  v6("64:ff9b:1::/48", "a private address"), // local-use NAT64
  v6("100::/64", "a reserved address"), // discard-only
  v6("fc00::/7", "a private address"), // unique local
  v6("fe80::/10", "a link-local address"),
  v6("fec0::/10", "a private address"), // site-local (deprecated)
  v6("ff00::/8", "a multicast address"),
];

/** IPv6 prefixes that carry an IPv4 address, and where it sits: it is judged as that address. */
const EMBEDDED_V4: { range: Range; at: number }[] = [
  { range: v6("::ffff:0:0/96", "a reserved address"), at: 12 }, // IPv4-mapped
  { range: v6("64:ff9b::/96", "a reserved address"), at: 12 }, // NAT64
  { range: v6("2002::/16", "a reserved address"), at: 2 }, // 6to4
];

/** The 16 bytes of an IPv6 address (zone id dropped, an IPv4 tail accepted), or null. */
function ipv6Bytes(text: string): number[] | null {
  const ip = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(ip)) return null;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const [a, b, c, d] = (tail?.slice(1) ?? []).map(Number);
  const hex = tail
    ? `${ip.slice(0, tail.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`
    : ip;
  const [head = "", rest] = hex.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

function holds(range: Range, bytes: readonly number[]): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const width = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((range.bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * What kind of refused address `ip` is (an IPv4 or IPv6 literal, brackets allowed), or null
 * when it is a public address. IPv4 addresses inside IPv6 (mapped `::ffff:127.0.0.1`, NAT64,
 * 6to4) are judged as the IPv4 address they carry. Something that is not an IP address at
 * all is "a reserved address": the caller resolves names first.
 */
export function refusedAddressKind(ip: string): AddressKind | null {
  if (isIPv4(ip)) {
    const bytes = ip.split(".").map(Number);
    return IPV4_RANGES.find((r) => holds(r, bytes))?.kind ?? null;
  }
  const bytes = ipv6Bytes(ip);
  if (!bytes) return "a reserved address";
  for (const { range, at } of EMBEDDED_V4)
    if (holds(range, bytes)) return refusedAddressKind(bytes.slice(at, at + 4).join("."));
  return IPV6_RANGES.find((r) => holds(r, bytes))?.kind ?? null;
}
