import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IANA's global unicast block: every other IPv6 address is special, reserved or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True only for a globally routable unicast address, classified by ipaddr.js's registry of special
 * ranges: loopback, private, link-local (the cloud metadata address 169.254.169.254 included),
 * carrier-grade NAT, multicast, broadcast, reserved, benchmarking and documentation ranges are
 * refused. An IPv6 address must lie in 2000::/3 and in none of its special ranges, so every form
 * that embeds or translates an IPv4 address is refused (IPv4-compatible ::/96, IPv4-translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32), except
 * an IPv4-mapped address (::ffff:a.b.c.d), which the operating system connects to as the IPv4
 * address itself and is judged as that address.
 *
 * @example isPublicAddress('8.8.8.8') // true
 * @example isPublicAddress('::7f00:1') // false (127.0.0.1, IPv4-compatible)
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (address.includes('%')) return false;
  const ip = ipaddr.IPv6.parse(toHexForm(address));
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().range() === 'unicast';
  return ip.match(GLOBAL_UNICAST_V6) && ip.range() === 'unicast';
}

/**
 * The address with a dotted IPv4 tail written in hex (`::127.0.0.1` → `::7f00:1`), as the URL
 * parser writes it: ipaddr.js reads any `::a.b.c.d` as IPv4-mapped, which would judge an
 * IPv4-compatible address by its embedded IPv4.
 */
function toHexForm(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}
