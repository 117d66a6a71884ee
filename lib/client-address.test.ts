import { describe, expect, it } from 'vitest';
import { isHttpsRequest, resolveClientAddress } from './client-address.mjs';

describe('resolveClientAddress', () => {
  it('believes only the socket when no proxy is trusted: a made-up X-Forwarded-For changes nothing', () => {
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });

  it('takes the address the outermost trusted proxy saw', () => {
    // Client 198.51.100.9 -> proxy A (appends it) -> proxy B (appends A) -> app (socket: B).
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.9, 10.0.0.1', 2)).toBe('198.51.100.9');
    expect(resolveClientAddress('10.0.0.1', '1.1.1.1, 198.51.100.9', 1)).toBe('198.51.100.9');
  });

  it('falls back to the furthest known entry when fewer proxies than trusted stood in front', () => {
    expect(resolveClientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('local');
  });

  it('keeps keys short', () => {
    expect(resolveClientAddress('x'.repeat(500), undefined, 0)).toHaveLength(64);
  });
});

describe('isHttpsRequest', () => {
  it('believes no forwarded scheme without a trusted proxy: plain http stays plain', () => {
    expect(isHttpsRequest(false, 'https', 0)).toBe(false);
    expect(isHttpsRequest(false, undefined, 0)).toBe(false);
    expect(isHttpsRequest(true, undefined, 0)).toBe(true);
  });

  it("takes the scheme the outermost trusted proxy was asked on, never the client's", () => {
    expect(isHttpsRequest(false, 'https', 1)).toBe(true);
    expect(isHttpsRequest(false, 'HTTPS', 1)).toBe(true);
    expect(isHttpsRequest(false, 'http', 1)).toBe(false);
    // The client wrote https; the proxy appended the http it was really asked on.
    expect(isHttpsRequest(false, 'https, http', 1)).toBe(false);
    // CDN (asked on https) -> proxy (appends http, the CDN's scheme) -> app.
    expect(isHttpsRequest(false, 'https, http', 2)).toBe(true);
    expect(isHttpsRequest(false, ['https', 'http'], 2)).toBe(true);
    // Proxies that overwrite the header leave one entry: the nearest trusted proxy's.
    expect(isHttpsRequest(false, 'https', 2)).toBe(true);
    expect(isHttpsRequest(false, undefined, 1)).toBe(false);
  });
});
