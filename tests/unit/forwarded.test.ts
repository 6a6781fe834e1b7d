import { describe, expect, it } from 'vitest';
import { clientAddressOf, requestClientOf, trustedProxies } from '../../server/forwarded.mjs';

describe('the client address behind trusted proxies', () => {
  const loopback = trustedProxies();

  it('is the socket address when the peer is not a trusted proxy, whatever it claims', () => {
    for (const claim of ['1.2.3.4', '10.0.0.7, 1.2.3.4', 'unknown', undefined])
      expect(clientAddressOf('203.0.113.9', claim, loopback)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', '1.2.3.4', loopback)).toBe('203.0.113.9');
  });

  it('is the entry the trusted proxy added (the rightmost untrusted one)', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.4', loopback)).toBe('198.51.100.4');
    // A client's own X-Forwarded-For is left of what nginx appended: not believed.
    expect(clientAddressOf('::1', '6.6.6.6, 198.51.100.4', loopback)).toBe('198.51.100.4');
    expect(clientAddressOf('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('walks through a chain of trusted proxies, and stops at an entry that is no address', () => {
    const chain = trustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddressOf('127.0.0.1', '198.51.100.4, 10.1.2.3', chain)).toBe('198.51.100.4');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, junk, 10.1.2.3', chain)).toBe('10.1.2.3');
  });

  it('trusts nobody when TRUSTED_PROXIES is empty, and names the variable on a bad entry', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.4', trustedProxies(''))).toBe('127.0.0.1');
    expect(() => trustedProxies('10.0.0.0/40')).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
  });

  it('names nobody for a request forwarded for a client the walk cannot name', () => {
    // The same client as the walk where it reads the header to its end, or there is none.
    expect(requestClientOf('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }, loopback)).toBe(
      '198.51.100.4',
    );
    expect(requestClientOf('127.0.0.1', {}, loopback)).toBe('127.0.0.1');
    // A header from a peer that is no trusted proxy, one that ends on junk, or one not read.
    const none = trustedProxies('');
    expect(requestClientOf('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }, none)).toBeNull();
    expect(requestClientOf('127.0.0.1', { 'x-forwarded-for': 'unknown' }, loopback)).toBeNull();
    expect(requestClientOf('127.0.0.1', { forwarded: 'for=198.51.100.4' }, loopback)).toBeNull();
    expect(requestClientOf('127.0.0.1', { 'x-real-ip': '198.51.100.4' }, loopback)).toBeNull();
  });
});
