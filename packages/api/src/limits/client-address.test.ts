import { describe, expect, it } from 'vitest';
import { addressKey, parseTrustProxy } from './client-address';

describe('addressKey', () => {
  it('counts IPv4 clients by address, IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients by their /64, however the address is written', () => {
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('parseTrustProxy', () => {
  it('trusts no proxy unless told, then a hop count, any proxy, or listed addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('rejects anything else with the variable named', () => {
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.example', '10.0.0.1/8/8', ',']) {
      expect(() => parseTrustProxy(bad)).toThrow(/^KESTREL_API_TRUST_PROXY must be/);
    }
  });
});
