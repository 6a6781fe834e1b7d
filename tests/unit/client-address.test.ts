import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '@/lib/http/client-address';

const hashOf = (text: string) => createHash('sha256').update(`client\u0000${text}`).digest('hex');

describe('the rate limits’ client key', () => {
  it('keys an IPv6 address by its /64: every address of one network is one bucket', () => {
    const key = clientKeyOf('2001:db8:aa:bb::1');
    expect(clientKeyOf('2001:db8:aa:bb:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKeyOf('2001:db8:aa:bb:1234:5678:9abc:def0')).toBe(key);
    expect(clientKeyOf('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKeyOf('2001:db9:aa:bb::1')).not.toBe(key);
  });

  it('keys one IPv6 address written compressed, expanded or in capitals alike', () => {
    const key = clientKeyOf('2001:db8::1');
    expect(clientKeyOf('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe(key);
    expect(clientKeyOf('2001:db8:0:0::')).toBe(key);
    expect(clientKeyOf('2001:db8:0:1::1')).not.toBe(key);
    expect(clientKeyOf('1::2:3:4:5:6:7')).toBe(clientKeyOf('1:0:2:3::'));
    expect(clientKeyOf('fe80::1%eth0')).toBe(clientKeyOf('fe80::2'));
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 by the whole address', () => {
    expect(clientKeyOf('::ffff:198.51.100.4')).toBe(clientKeyOf('198.51.100.4'));
    expect(clientKeyOf('::FFFF:c633:6404')).toBe(clientKeyOf('198.51.100.4'));
    expect(clientKeyOf('198.51.100.5')).not.toBe(clientKeyOf('198.51.100.4'));
  });

  it('keeps the keys of IPv4 addresses and of anything that is no address (an email) as they were', () => {
    expect(clientKeyOf('198.51.100.4')).toBe(hashOf('198.51.100.4'));
    expect(clientKeyOf('ops@bridgeway.example')).toBe(hashOf('ops@bridgeway.example'));
    expect(clientKeyOf('unknown')).toBe(hashOf('unknown'));
  });
});
