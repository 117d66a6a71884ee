import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, networkPrefix } from './network-address';

describe('networkPrefix', () => {
  it('puts IPv4 addresses of one /24 together, and only those', () => {
    expect(networkPrefix('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkPrefix('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkPrefix('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('puts IPv6 addresses of one /56 together, however they are written', () => {
    expect(networkPrefix('2001:db8:1:2a00::1')).toBe('2001:db8:1:2a00::/56');
    expect(networkPrefix('2001:db8:1:2aff:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2a00::/56');
    expect(networkPrefix('2001:DB8:1:2A17:0:0:0:9')).toBe('2001:db8:1:2a00::/56');
    expect(networkPrefix('2001:db8:1:2b00::1')).toBe('2001:db8:1:2b00::/56');
    expect(networkPrefix('::1')).toBe('0:0:0:0::/56');
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80:0:0:0::/56');
    expect(networkPrefix('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/56');
  });

  it('keeps what is not an address as it is', () => {
    expect(networkPrefix('local')).toBe('local');
    expect(networkPrefix('198.51.100.7-123')).toBe('198.51.100.7-123');
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])('%s is this machine', (a) => {
    expect(isLoopbackAddress(a)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '10.0.0.1', '192.168.1.10', '128.0.0.1', '::2', '::ffff:10.0.0.1', 'local', 'localhost', '', 'my-host'])('%j is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});
