import { isIP } from 'node:net';

// Address rules the server applies to a client address (lib/client-address.mjs) or a listen address.

/**
 * The network a client address belongs to, for limits a client cannot escape by changing its address:
 * the /24 of an IPv4 address, the /56 of an IPv6 one (what one customer, or one rented server block,
 * usually holds: RIPE-690 assigns an end site a /56, and an attacker gets a /64 of 2^64 addresses with
 * any server). Anything that is not an address ('local' without the production server) is its own network.
 */
export function networkPrefix(address: string): string {
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (version !== 6) return address;
  const groups = ipv6Groups(address);
  const fourth = (groups[3]! & 0xff00).toString(16);
  return `${groups.slice(0, 3).map((g) => g.toString(16)).join(':')}:${fourth}::/56`;
}

/** Whether the address is this machine's own: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare);
  if (version === 4) return bare.startsWith('127.');
  if (version !== 6) return false;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 7).every((g) => g === 0)) return groups[7] === 1;
  // ::ffff:127.x.y.z
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff && groups[6]! >> 8 === 127;
}

/** The eight 16-bit groups of a valid IPv6 address (zone index dropped, an IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail ?? '');
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
