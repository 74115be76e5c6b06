import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey (the login throttle key of a client address)', () => {
  it('keeps IPv4, reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64 network, however it is written', () => {
    const key = '2001:0db8:0001:0002::/64';
    for (const a of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9%eth0'])
      expect(addressKey(a), a).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('is undefined for what is not an address', () => {
    for (const a of ['', 'unknown', '1.2.3', '203.0.113.7, 10.0.0.1', "' or 1=1 --"])
      expect(addressKey(a), a).toBeUndefined();
  });
});
