import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('counts every address inside one IPv6 /64 as one client, and the next /64 as another', () => {
    const inside = ['2001:db8:42:7::1', '2001:DB8:42:7:ffff:ffff:ffff:ffff', '2001:0db8:0042:0007:a:b:c:d'];
    expect(new Set(inside.map(addressKey))).toEqual(new Set(['2001:db8:42:7::/64']));
    expect(addressKey('2001:db8:42:8::1')).toBe('2001:db8:42:8::/64');
    // Better Auth writes an address out in full: the same client.
    expect(addressKey('2001:0db8:0042:0007:0000:0000:0000:0000')).toBe('2001:db8:42:7::/64');
  });

  it('keeps a value that is no address as it came, lowercased', () => {
    expect(addressKey('Unknown')).toBe('unknown');
  });
});
