import { describe, expect, it } from 'vitest';
import { activityListHref } from './links';
import { activityStatus, canCancel, parseStoredSignUp, signUpDefaults, signUpStatusName } from './rules';
import { keptBlank, listQueryOf, signUpSchema } from './schemas';

const at = (s: string) => new Date(`2026-12-01T${s}:00+08:00`);
const facts = { signUpDeadline: at('13:00'), endTime: at('16:00'), quota: 100, signedCount: 40 };

describe('an activity status', () => {
  it('is open with places before the deadline, full without', () => {
    expect(activityStatus(facts, at('09:00'))).toBe('open');
    expect(activityStatus({ ...facts, signedCount: 100 }, at('09:00'))).toBe('full');
  });

  it('is closed from the deadline and ended from the end, full or not', () => {
    expect(activityStatus(facts, at('13:00'))).toBe('closed');
    expect(activityStatus({ ...facts, signedCount: 100 }, at('14:00'))).toBe('closed');
    expect(activityStatus(facts, at('16:00'))).toBe('ended');
    expect(activityStatus({ ...facts, signedCount: 100 }, at('17:00'))).toBe('ended');
  });

  it('is stopped while an editor has stopped its sign-ups, until the deadline', () => {
    expect(activityStatus({ ...facts, signUpStopped: true }, at('09:00'))).toBe('stopped');
    expect(activityStatus({ ...facts, signUpStopped: true }, at('13:00'))).toBe('closed');
    expect(activityStatus({ ...facts, signUpStopped: true }, at('16:00'))).toBe('ended');
  });
});

describe('a sign-up', () => {
  it('may be cancelled while it stands and before the deadline', () => {
    expect(canCancel(1, at('13:00'), at('12:59'))).toBe(true);
    expect(canCancel(1, at('13:00'), at('13:00'))).toBe(false);
    expect(canCancel(2, at('13:00'), at('09:00'))).toBe(false);
  });

  it('reads as signed up, cancelled, or attended once the activity is over', () => {
    expect(signUpStatusName(1, 'open')).toBe('已报名');
    expect(signUpStatusName(1, 'ended')).toBe('已参加');
    expect(signUpStatusName(2, 'ended')).toBe('已取消');
  });
});

describe('the sign-up form defaults (002 §3)', () => {
  it('takes stored strings and makes missing ones empty, checked false', () => {
    const d = signUpDefaults({ depName: '重庆市渝北区教育局', telphone: '13800000001', checked: true, cityCode: 42 }, true);
    expect(d.depName).toBe('重庆市渝北区教育局');
    expect(d.telphone).toBe('13800000001');
    expect(d.cityCode).toBe('');
    expect(d.creditCode).toBe('');
    expect(d.verificationCode).toBe('');
    expect(d.checked).toBe(true);
    expect(Object.keys(d).sort()).toEqual(
      ['areaCode', 'areaName', 'checked', 'cityCode', 'cityName', 'contactName', 'creditCode', 'depName', 'provinceCode', 'provinceName', 'telphone', 'verificationCode'].sort(),
    );
  });

  it("makes missing ones '-' when the form allows no blanks", () => {
    const d = signUpDefaults({ depName: '成都市大数据中心', areaName: '' }, false);
    expect(d.depName).toBe('成都市大数据中心');
    expect(d.areaName).toBe('-');
    expect(d.contactName).toBe('-');
    expect(d.checked).toBe(false);
  });

  it('treats absent, broken or foreign storage as nothing stored', () => {
    expect(parseStoredSignUp(null, true).depName).toBe('');
    expect(parseStoredSignUp('{not json', false).depName).toBe('-');
    expect(parseStoredSignUp('[1,2]', true).checked).toBe(false);
    expect(parseStoredSignUp('{"checked":"true"}', true).checked).toBe(false);
  });
});

describe('the sign-up input', () => {
  const valid = {
    activityId: 3, depName: '重庆市渝北区教育局', creditCode: '', contactName: '张敏', telphone: '13800000001', verificationCode: '',
    provinceCode: '500000', provinceName: '重庆市', cityCode: '500100', cityName: '市辖区', areaCode: '-', areaName: '-', checked: true,
  };
  const message = (v: object) => signUpSchema.safeParse(v).error?.issues[0]?.message;

  it('accepts the form and upper-cases a credit code', () => {
    expect(signUpSchema.parse({ ...valid, creditCode: '91500000ma5u7x6k3k' }).creditCode).toBe('91500000MA5U7X6K3K');
    // The check character of GB 32100-2015: the same code ending in P is refused.
    expect(signUpSchema.safeParse({ ...valid, creditCode: '91500000MA5U7X6K3P' }).success).toBe(false);
  });

  it('refuses each rule with its Chinese message, a lone "-" counting as blank', () => {
    expect(message({ ...valid, depName: '-' })).toBe('请输入单位名称');
    expect(message({ ...valid, contactName: ' ' })).toBe('请输入联系人');
    expect(message({ ...valid, telphone: '12800000001' })).toBe('请输入正确手机号');
    expect(message({ ...valid, creditCode: '123' })).toBe('请输入正确的统一社会信用代码');
    expect(message({ ...valid, provinceCode: '' })).toBe('请选择所在地区');
    expect(message({ ...valid, checked: false })).toBe('请阅读并同意《云采汇平台保密协议》');
  });

  it("keeps a blank optional field as '' or, where blanks are not allowed, '-'", () => {
    expect(keptBlank('', true)).toBe('');
    expect(keptBlank('-', true)).toBe('');
    expect(keptBlank('', false)).toBe('-');
    expect(keptBlank('渝北区', false)).toBe('渝北区');
  });
});

describe('the list query', () => {
  it('reads filters and falls back on junk', () => {
    expect(listQueryOf({ type: '2', cityCode: '500100', when: 'past', page: '3' })).toEqual({ type: 2, cityCode: '500100', when: 'past', pageNum: 3, pageSize: 10 });
    expect(listQueryOf({ type: '9', cityCode: 'x', when: 'soon', page: '-1' })).toEqual({ type: undefined, cityCode: undefined, when: 'upcoming', pageNum: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(activityListHref({ when: 'upcoming' })).toBe('/activityIndex.html');
    expect(activityListHref({ type: 3, cityCode: '510100', when: 'past' }, 2)).toBe('/activityIndex.html?type=3&cityCode=510100&when=past&page=2');
  });
});

describe('activity times', () => {
  it('read in China, with the weekday, one date when the activity fits in a day', async () => {
    const { activityDateTime, activityTimeRange } = await import('./format');
    expect(activityTimeRange('2026-12-01T06:00:00Z', '2026-12-01T08:00:00Z')).toBe('2026-12-01（周二）14:00-16:00');
    expect(activityTimeRange('2026-12-01T01:00:00Z', '2026-12-02T09:00:00Z')).toBe('2026-12-01 09:00 至 2026-12-02 17:00');
    expect(activityDateTime('2026-11-30T16:00:00Z')).toBe('2026-12-01 00:00');
  });
});
