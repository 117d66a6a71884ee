import { describe, expect, it } from 'vitest';
import { pushDayOf, pushText, sendAtFor, shortLink, shortTitle, SMS_PUSH_DAILY_CAP, SMS_TITLE_MAX, underDailyCap } from './rules';

/** A moment given on China's clock (UTC+8). */
const china = (local: string) => new Date(`${local}+08:00`);

describe('sendAtFor', () => {
  it('sends at once between 08:00 and 21:00 China time', () => {
    for (const t of ['2026-11-30T08:00:00', '2026-11-30T12:30:00', '2026-11-30T20:59:59']) expect(sendAtFor(china(t))).toEqual(china(t));
  });

  it('holds a push made from 21:00 until 08:00 the next morning', () => {
    expect(sendAtFor(china('2026-11-30T21:00:00'))).toEqual(china('2026-12-01T08:00:00'));
    expect(sendAtFor(china('2026-11-30T23:59:00'))).toEqual(china('2026-12-01T08:00:00'));
  });

  it('holds a push made after midnight until 08:00 the same day', () => {
    expect(sendAtFor(china('2026-12-01T00:00:00'))).toEqual(china('2026-12-01T08:00:00'));
    expect(sendAtFor(china('2026-12-01T07:59:59'))).toEqual(china('2026-12-01T08:00:00'));
  });

  it('works on China days, whatever the UTC date says (a year end included)', () => {
    // 2026-12-31 15:30 UTC is 23:30 in China.
    expect(sendAtFor(new Date('2026-12-31T15:30:00Z'))).toEqual(china('2027-01-01T08:00:00'));
    expect(pushDayOf(sendAtFor(new Date('2026-12-31T15:30:00Z')))).toBe('2027-01-01');
  });
});

describe('the daily cap', () => {
  it(`allows ${SMS_PUSH_DAILY_CAP} a day`, () => {
    expect(underDailyCap(0)).toBe(true);
    expect(underDailyCap(SMS_PUSH_DAILY_CAP - 1)).toBe(true);
    expect(underDailyCap(SMS_PUSH_DAILY_CAP)).toBe(false);
  });
});

describe('the text', () => {
  it('keeps a short title and cuts a long one to the limit with …', () => {
    expect(shortTitle('  社区团购  小程序开发 ')).toBe('社区团购 小程序开发');
    const long = '重庆市某区政务服务一网通办平台升级改造及三年运维服务项目';
    const cut = shortTitle(long);
    expect([...cut]).toHaveLength(SMS_TITLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('does not split a character outside the basic plane', () => {
    expect([...shortTitle('𠀀'.repeat(30))].every((c) => c === '𠀀' || c === '…')).toBe(true);
  });

  it('links the record by a short path on the site', () => {
    expect(shortLink('yuncaihui.cn', 'Ab3dE9xY')).toBe('yuncaihui.cn/p/Ab3dE9xY');
    expect(pushText('社区团购小程序开发', 'yuncaihui.cn/p/Ab3dE9xY')).toBe('新商机：社区团购小程序开发，详情 yuncaihui.cn/p/Ab3dE9xY 退订请在账号与安全关闭');
  });
});
