import { describe, expect, it } from 'vitest';
import { ACTIVATION_MSG, activationFormSchema, unitRegisterSchema } from './schemas';

const valid = {
  depName: '重庆市渝北区教育委员会',
  creditCode: '91350100M000100Y43',
  noCodeFlag: false,
  cityStationCode: '500100',
  cityStationName: '重庆站',
  contactName: '王老师',
  telphone: '13912345678',
  verificationCode: '123456',
  checked: true,
};

const firstMessage = (input: unknown) => {
  const r = unitRegisterSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('activation form rules (002 §5)', () => {
  it('accepts a complete form and normalizes the credit code', () => {
    const r = unitRegisterSchema.parse({ ...valid, creditCode: '91350100m000100y43' });
    expect(r.creditCode).toBe('91350100M000100Y43');
    expect(r.noCodeFlag).toBe(false);
  });

  it('names each missing or wrong field', () => {
    expect(firstMessage({ ...valid, depName: ' ' })).toBe(ACTIVATION_MSG.depName);
    expect(firstMessage({ ...valid, contactName: '' })).toBe(ACTIVATION_MSG.contactName);
    expect(firstMessage({ ...valid, telphone: '' })).toBe(ACTIVATION_MSG.phone);
    expect(firstMessage({ ...valid, cityStationCode: '' })).toBe(ACTIVATION_MSG.cityStation);
    expect(firstMessage({ ...valid, checked: false })).toBe(ACTIVATION_MSG.agreement);
    expect(firstMessage({ ...valid, creditCode: '' })).toBe(ACTIVATION_MSG.creditCode);
    expect(firstMessage({ ...valid, creditCode: '91350100M000100Y4' })).toBe(ACTIVATION_MSG.creditCodeFormat);
    expect(firstMessage({ ...valid, creditCode: '91350100M000100Y44' })).toBe(ACTIVATION_MSG.creditCodeCheck);
  });

  it('checks the phone as carrier prefix 13-19 and 8 digits: 请输入正确手机号', () => {
    for (const phone of ['12912345678', '1391234567', '139123456789', '23912345678']) expect(firstMessage({ ...valid, telphone: phone })).toBe('请输入正确手机号');
    for (const phone of ['13012345678', '19912345678', '16612345678']) expect(firstMessage({ ...valid, telphone: phone })).toBeNull();
  });

  it('without an independent code needs a description or an attachment, up to 500 characters', () => {
    const noCode = { ...valid, noCodeFlag: true, creditCode: '' };
    expect(firstMessage(noCode)).toBe(ACTIVATION_MSG.noCode);
    expect(firstMessage({ ...noCode, noCodeDesc: '本单位为新设立机构，统一社会信用代码尚在办理中' })).toBeNull();
    expect(firstMessage({ ...noCode, noCodeAttachment: `${'a'.repeat(32)}.pdf` })).toBeNull();
    expect(firstMessage({ ...noCode, noCodeAttachment: `${'a'.repeat(32)}.exe` })).toBe('附件不正确，请重新上传');
    expect(firstMessage({ ...noCode, noCodeDesc: '说'.repeat(500) })).toBeNull();
    expect(firstMessage({ ...noCode, noCodeDesc: '说'.repeat(501) })).toBe(ACTIVATION_MSG.descLong);
    // Legacy pages send the flag as 1/0.
    expect(unitRegisterSchema.parse({ ...noCode, noCodeFlag: '1', noCodeDesc: '说明' }).noCodeFlag).toBe(true);
  });

  it('asks the page for the SMS code unless the phone is the logged-in one', () => {
    const form = { ...valid, verificationCode: '' };
    expect(activationFormSchema('13912345678').safeParse(form).success).toBe(true);
    const other = activationFormSchema('13800000001').safeParse(form);
    expect(other.success ? null : other.error.issues[0]?.message).toBe(ACTIVATION_MSG.smsCode);
    const short = activationFormSchema(null).safeParse({ ...valid, verificationCode: '12' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe(ACTIVATION_MSG.smsCodeFormat);
  });
});

describe('the form shows every message at once', () => {
  it('checks the credit code and the SMS code while other fields are wrong too', () => {
    const r = activationFormSchema('13800000001').safeParse({ depName: '', creditCode: '', noCodeFlag: false, cityStationCode: '', contactName: '', telphone: '13912345678', checked: false });
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([ACTIVATION_MSG.depName, ACTIVATION_MSG.creditCode, ACTIVATION_MSG.cityStation, ACTIVATION_MSG.smsCode, ACTIVATION_MSG.agreement]));
  });
});
