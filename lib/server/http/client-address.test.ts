import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('reads the address the production server resolved, never X-Forwarded-For or X-Real-IP', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.5' }))).toBe('local');
    expect(clientAddress(new Headers())).toBe('local');
  });
});
