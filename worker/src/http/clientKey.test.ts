import { addressKey } from './clientKey';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it.each([
    ['2001:db8:0:7::1', '2001:db8:0:7::/64'],
    ['2001:0db8:0000:0007:ffff:ffff:ffff:ffff', '2001:db8:0:7::/64'],
    ['2001:DB8:0:7:a:b:c:d', '2001:db8:0:7::/64'],
    ['[2001:db8:0:7::42]', '2001:db8:0:7::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys the IPv6 address %s by its /64, %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('reads an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 address', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('counts text that is no address as it is, at most 64 characters', () => {
    expect(addressKey('not-an-address')).toBe('not-an-address');
    expect(addressKey('x'.repeat(100))).toHaveLength(64);
    expect(addressKey('  ')).toBe('unknown');
  });

  it.each(['1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1', '999.1.1.1'])('counts the malformed %s as text, not as an address', (text) => {
    expect(addressKey(text)).toBe(text);
  });

  it('keys an IPv6 address with an embedded IPv4 tail by its /64', () => {
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
