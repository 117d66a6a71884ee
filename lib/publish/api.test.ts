import { describe, expect, it } from 'vitest';
import { afterPublish } from './api';

describe('afterPublish', () => {
  it('sends a visitor through the one-time login to the success page, a user straight there', () => {
    expect(afterPublish({ isLogin: true, jfidToken: null, orderIdSecret: 'abc_1', regFlag: false })).toBe('/jftrade/publish/show?orderIdSecret=abc_1');
    const visitor = afterPublish({ isLogin: false, jfidToken: 'tok-123', orderIdSecret: 'abc_1', regFlag: true });
    const url = new URL(visitor, 'http://localhost');
    expect(url.pathname).toBe('/login/token');
    expect(url.searchParams.get('jfidToken')).toBe('tok-123');
    expect(url.searchParams.get('callback')).toBe('/jftrade/publish/show?orderIdSecret=abc_1&regFlag=1');
  });
});
