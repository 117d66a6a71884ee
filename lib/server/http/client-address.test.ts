import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the nearest proxy appended to x-forwarded-for, not what the client wrote before it', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 1.2.3.4 , 203.0.113.7 ', 'x-real-ip': '10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.8' }))).toBe('203.0.113.8');
  });

  it('falls back to x-real-ip, then to local', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '' }))).toBe('local');
    expect(clientAddress(new Headers())).toBe('local');
  });
});
