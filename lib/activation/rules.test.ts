import { describe, expect, it } from 'vitest';
import { pageOfStatus, readSignUpStorage, signUpDefaults } from './rules';

describe('where a bind-apply status leads (002 §4)', () => {
  it('0 to the pending page, 1 to the success page, a rejection to the pending page that explains it', () => {
    expect(pageOfStatus(0)).toBe('/checkPending.html');
    expect(pageOfStatus(1)).toBe('/checkSuccess.html');
    expect(pageOfStatus(2)).toBe('/checkPending.html');
  });
});

describe('sign-up form defaults (002 §3)', () => {
  it('keeps stored values and makes missing ones empty strings, checked false', () => {
    const d = signUpDefaults({ depName: '重庆市大数据发展局', telphone: '13800000001', checked: true });
    expect(d).toMatchObject({ depName: '重庆市大数据发展局', telphone: '13800000001', checked: true, creditCode: '', areaName: '' });
    expect(Object.keys(d)).toHaveLength(12);
  });

  it('writes "-" for missing values when the form allows no blanks', () => {
    const d = signUpDefaults({ contactName: '王老师' }, { allowBlank: false });
    expect(d.contactName).toBe('王老师');
    expect(d.depName).toBe('-');
    expect(d.checked).toBe(false);
  });

  it('treats anything unreadable as nothing stored', () => {
    expect(signUpDefaults(readSignUpStorage('{oops'))).toMatchObject({ depName: '', checked: false });
    expect(signUpDefaults(readSignUpStorage(null)).cityCode).toBe('');
    expect(signUpDefaults(['x']).depName).toBe('');
    expect(signUpDefaults({ checked: 'true', cityCode: 500100 })).toMatchObject({ checked: false, cityCode: '500100' });
  });
});
