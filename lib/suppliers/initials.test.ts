import { describe, expect, it } from 'vitest';
import { supplierInitials } from './initials';

describe('supplierInitials', () => {
  it('takes the trade name after the city', () => {
    expect(supplierInitials('重庆云创科技有限公司', '重庆')).toBe('云创');
    expect(supplierInitials('云创科技（重庆）有限公司', '重庆')).toBe('云创');
  });

  it('falls back to the first two characters', () => {
    expect(supplierInitials('华睿数据科技有限公司', '成都')).toBe('华睿');
    expect(supplierInitials('重庆', '重庆')).toBe('重庆');
    expect(supplierInitials('Acme', '')).toBe('Ac');
  });
});
