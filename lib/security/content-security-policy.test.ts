import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce, never inline or eval in production', () => {
    const nonce = newNonce();
    const policy = contentSecurityPolicy(nonce, false);
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy(nonce, true)).toContain("'unsafe-eval'");
  });

  it('makes a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
