// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character
// alphabet (digits and capitals without I, O, Z, S, V): the registering authority (1), the kind of
// body (1), the administrative division (6 digits), the body's identifier (9) and a check character.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31 (GB 32100-2015, 5.2). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

const SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

export type CreditCodeVerdict = 'ok' | 'empty' | 'format' | 'check';

/** What a user typed, as the code is written: no spaces, capitals. */
export function normalizeCreditCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 characters (which must be of the alphabet). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Checks a normalized code: its shape (length, alphabet, six-digit division), then its check character. */
export function checkCreditCode(code: string): CreditCodeVerdict {
  if (!code) return 'empty';
  if (!SHAPE.test(code)) return 'format';
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? 'ok' : 'check';
}
