/**
 * A client's network, the server's signal for "the same client" across guest
 * identities (one seat per network at a public table; a kick bars the network
 * too): its IPv4 address, or the /64 of its IPv6 address (a home or a phone
 * usually holds a whole /64, so counting single IPv6 addresses would let one
 * client be many). The address is the one `limits.ts` reads (the socket's peer,
 * or the trusted proxies' `X-Forwarded-For`).
 *
 * Null — no judgement — for addresses that name nobody's own network:
 * loopback, private, shared (carrier NAT), link-local and unique-local ones.
 * Those are a proxy the server was not told to trust (`GG_TRUST_PROXY`), a LAN
 * party, or a test, where one address is many people.
 */
import { isIPv4, isIPv6 } from "node:net";

export function networkOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return ipv4Network(mapped);
  if (isIPv4(address)) return ipv4Network(address);
  if (isIPv6(address)) return ipv6Network(address);
  return null;
}

function ipv4Network(address: string): string | null {
  const [a, b] = address.split(".").map(Number) as [number, number];
  const local =
    a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  return local ? null : address;
}

function ipv6Network(address: string): string | null {
  const groups = expand(address.split("%")[0]!);
  if (!groups) return null;
  const first = groups[0]!;
  const unspecifiedOrLoopback = groups.slice(0, 7).every((g) => g === 0) && groups[7]! <= 1;
  const linkLocal = (first & 0xffc0) === 0xfe80;
  const uniqueLocal = (first & 0xfe00) === 0xfc00;
  if (unspecifiedOrLoopback || linkLocal || uniqueLocal) return null;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` filled in); null when it does not read as one. */
function expand(address: string): number[] | null {
  const [head, tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const part = (s: string | undefined) => (s ? s.split(":") : []);
  const left = part(head);
  const right = part(tail);
  if (right.at(-1)?.includes(".") || left.at(-1)?.includes(".")) return null; // embedded IPv4 forms: not a client's own
  const missing = 8 - left.length - right.length;
  if ((tail === undefined && missing !== 0) || missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
