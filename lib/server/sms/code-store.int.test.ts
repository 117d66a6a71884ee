import { describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES, storeCode, verifySmsCode } from './code-store';
import { codeRows, expireCodes, uniquePhone } from '@/test/kits/sms';

describe('verifySmsCode', () => {
  it('accepts the code once: single use', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '123456');
    expect(await verifySmsCode(phone, 'login', '123456')).toBe('ok');
    expect(await verifySmsCode(phone, 'login', '123456')).toBe('expired');
  });

  it('answers expired when no code was sent', async () => {
    expect(await verifySmsCode(uniquePhone(), 'login', '123456')).toBe('expired');
  });

  it('answers expired after five minutes', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '123456');
    const [row] = await codeRows(phone);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(5 * 60 * 1000);
    await expireCodes(phone);
    expect(await verifySmsCode(phone, 'login', '123456')).toBe('expired');
  });

  it('kills the code at the fifth wrong try', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'register', '123456');
    for (let i = 1; i < MAX_WRONG_TRIES; i++) expect(await verifySmsCode(phone, 'register', '654321')).toBe('wrong');
    expect(await verifySmsCode(phone, 'register', '000000')).toBe('locked');
    expect(await verifySmsCode(phone, 'register', '123456')).toBe('locked');
    const [row] = await codeRows(phone);
    expect(row).toMatchObject({ attempts: MAX_WRONG_TRIES });
    expect(row!.usedAt).not.toBeNull();
  });

  it('still takes the right code after four wrong tries', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '123456');
    for (let i = 1; i < MAX_WRONG_TRIES; i++) expect(await verifySmsCode(phone, 'login', 'abc')).toBe('wrong');
    expect(await verifySmsCode(phone, 'login', ' 123456 ')).toBe('ok');
  });

  it('is bound to the phone and the purpose it was sent for', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'register', '123456');
    expect(await verifySmsCode(phone, 'login', '123456')).toBe('expired');
    expect(await verifySmsCode(uniquePhone(), 'register', '123456')).toBe('expired');
    expect(await verifySmsCode(phone, 'register', '123456')).toBe('ok');
  });

  it('a newer code for the phone and purpose replaces the older one', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '111111');
    await storeCode(phone, 'publish', '333333');
    await storeCode(phone, 'login', '222222');
    expect(await verifySmsCode(phone, 'login', '111111')).toBe('wrong');
    expect(await verifySmsCode(phone, 'login', '222222')).toBe('ok');
    // Another purpose's code is not touched.
    expect(await verifySmsCode(phone, 'publish', '333333')).toBe('ok');
  });

  it('lets exactly one of many concurrent tries use the code', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '123456');
    const results = await Promise.all(Array.from({ length: 6 }, () => verifySmsCode(phone, 'login', '123456')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'expired')).toHaveLength(5);
  });

  it('keeps only a keyed hash of the code', async () => {
    const phone = uniquePhone();
    await storeCode(phone, 'login', '123456');
    const [row] = await codeRows(phone);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain('123456');
    expect(JSON.stringify(row)).not.toContain('123456');
  });
});
