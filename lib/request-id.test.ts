import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id.mjs';

describe('requestIdFor', () => {
  it('makes a new id unless a trusted proxy sent one that looks like an id', () => {
    const made = requestIdFor('client-chosen-id-1', 0);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined, 0)).not.toBe(made);
    expect(requestIdFor('proxy-id-12345', 1)).toBe('proxy-id-12345');
    expect(requestIdFor(['proxy-id-12345', 'x'], 1)).toBe('proxy-id-12345');
    expect(requestIdFor('bad id with spaces', 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor('x'.repeat(200), 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
