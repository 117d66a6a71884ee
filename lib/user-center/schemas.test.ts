import { describe, expect, it } from 'vitest';
import { isAccountStatus } from '@/lib/accounts/status';
import { changeMobileSchema, profileSchema, subscriptionStateSchema, ucHref, ucQuerySchema } from './schemas';

describe('user-centre addresses and inputs', () => {
  it('reads a section, a page and a sub-list from the URL, falling back on anything else', () => {
    expect(ucQuerySchema.parse({ tab: 'follows', page: '3' })).toEqual({ tab: 'follows', page: 3, sub: 'tickets' });
    expect(ucQuerySchema.parse({ tab: 'nope', page: '-1', sub: 'x' })).toEqual({ tab: 'overview', page: 1, sub: 'tickets' });
    expect(ucQuerySchema.parse({ tab: 'consults', sub: 'experts' })).toMatchObject({ sub: 'experts' });
  });

  it('writes the legacy address of a section and its page', () => {
    expect(ucHref('overview')).toBe('/user-center.html');
    expect(ucHref('schemes')).toBe('/user-center.html?tab=schemes');
    expect(ucHref('consults', { sub: 'experts', page: 2 })).toBe('/user-center.html?tab=consults&sub=experts&page=2');
    expect(ucHref('follows', { page: 1 })).toBe('/user-center.html?tab=follows');
  });

  it('refuses a bad profile, phone change or subscription action with the Chinese message', () => {
    expect(profileSchema.safeParse({ userName: ' ' }).error?.issues[0]?.message).toBe('请输入姓名');
    expect(profileSchema.safeParse({ userName: '张三', avatar: { fileId: 'x', fileName: 'a.png' } }).success).toBe(false);
    expect(changeMobileSchema.safeParse({ oldCode: '12345', newPhone: '13900000000', newCode: '123456' }).error?.issues[0]?.message).toBe('请输入6位数字短信验证码');
    expect(subscriptionStateSchema.safeParse({ channel: 5, action: 'pause' }).error?.issues[0]?.message).toBe('订阅类型不正确');
    expect(subscriptionStateSchema.parse({ channel: '3', action: 'cancel' })).toEqual({ channel: 3, action: 'cancel' });
  });

  it('knows the operator statuses 0-6', () => {
    expect([0, 1, 6].every(isAccountStatus)).toBe(true);
    expect([7, -1, 1.5].some(isAccountStatus)).toBe(false);
  });
});
