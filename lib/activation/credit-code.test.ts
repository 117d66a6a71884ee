import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar, normalizeCreditCode } from './credit-code';

// Codes of registered bodies as published: enterprises (91…, one whose body identifier holds letters)
// and a public institution (12…).
const REAL = ['91350100M000100Y43', '91110000600037341L', '91440300708461136T', '12100000400000624D'];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    for (const code of REAL) expect(checkCreditCode(code), code).toBe('ok');
  });

  it('computes the check character with weights 3^i mod 31, a sum that is a multiple of 31 giving 0', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('12100000400000624')).toBe('D');
    // Every alphabet character can come out; a wrong last character is always caught.
    for (const code of REAL) {
      for (const other of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
        if (other !== code[17]) expect(checkCreditCode(code.slice(0, 17) + other)).toBe('check');
      }
    }
  });

  it('refuses a wrong shape before checking', () => {
    expect(checkCreditCode('')).toBe('empty');
    expect(checkCreditCode('91350100M000100Y4')).toBe('format'); // 17
    expect(checkCreditCode('91350100M000100Y433')).toBe('format'); // 19
    expect(checkCreditCode('91350100I000100Y43')).toBe('format'); // I is not in the alphabet
    expect(checkCreditCode('9135O100M000100Y43')).toBe('format'); // the division code is digits only
    expect(checkCreditCode('91350100m000100y43')).toBe('format'); // lower case: normalize first
  });

  it('normalizes what was typed: spaces out, capitals', () => {
    expect(normalizeCreditCode(' 9135 0100m000100y43 ')).toBe('91350100M000100Y43');
    expect(checkCreditCode(normalizeCreditCode('91350100m000100y43'))).toBe('ok');
  });
});
