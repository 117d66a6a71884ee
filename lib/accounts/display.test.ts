import { describe, expect, it } from 'vitest';
import { identityTypeLabel, maskMobile } from './display';

describe('identityTypeLabel', () => {
  it('names personal, enterprise, and every other type a team', () => {
    expect([0, 1, 2, 7].map(identityTypeLabel)).toEqual(['个人', '企业', '团队', '团队']);
  });
});

describe('maskMobile', () => {
  it('hides the middle four digits of an 11-digit phone, leaves anything else', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('12345')).toBe('12345');
  });
});
