import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './isPublicAddress';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
  ])('accepts the public unicast address %s', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it.each([
    // IPv4 special ranges
    ['0.0.0.0', 'this network'],
    ['10.0.0.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.5.4', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6 special ranges
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local (deprecated)'],
    ['fd00::1', 'unique local'],
    ['fc00::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'outside 2000::/3'],
    // IPv4 embedded in IPv6
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible ::/96 (127.0.0.1)'],
    ['::127.0.0.1', 'IPv4-compatible ::/96 (dotted)'],
    ['::8.8.8.8', 'IPv4-compatible ::/96 even when public (deprecated form)'],
    ['::ffff:0:7f00:1', 'IPv4-translated ::ffff:0:0:0/96 (127.0.0.1)'],
    ['::ffff:0:808:808', 'IPv4-translated ::ffff:0:0:0/96'],
    ['64:ff9b::7f00:1', 'NAT64 64:ff9b::/96 (127.0.0.1)'],
    ['64:ff9b::808:808', 'NAT64 64:ff9b::/96'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64 64:ff9b:1::/48'],
    ['2002:7f00:1::', '6to4 2002::/16 (127.0.0.1)'],
    ['2002:a9fe:a9fe::1', '6to4 2002::/16 (169.254.169.254)'],
    ['2002:808:808::1', '6to4 2002::/16 (public IPv4, refused as a whole)'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo 2001::/32 (obfuscated 127.0.0.1)'],
    ['2001::1', 'Teredo 2001::/32'],
    // not addresses
    ['not-an-ip', 'a name'],
    ['127.1', 'a short form (the URL parser expands it first)'],
    ['', 'empty'],
  ])('refuses %s (%s)', (ip) => expect(isPublicAddress(ip)).toBe(false));
});
