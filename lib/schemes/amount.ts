// Amounts of the scheme form (001 §3, §5): entered in 万 (ten thousand), sent and stored in 元, with
// exact decimal text arithmetic (12.3456 万 is 123456 元, never 123455.99999999999).

/** The format rule of an amount in 万: no leading 0 or '.', at most `decimals` decimals, integer part ≤ 11 digits. */
export function isWanAmount(value: string, decimals: 2 | 4): boolean {
  return new RegExp(`^[1-9]\\d{0,10}(\\.\\d{1,${decimals}})?$`).test(value);
}

/** 万 as entered -> 元 as an integer (the format rule holds, so at most 4 decimals). */
export function wanToYuan(value: string): number {
  const [int = '0', frac = ''] = value.split('.');
  return Number(`${int}${frac.padEnd(4, '0')}`);
}

/** 元 (an integer) -> 万 as text, without trailing zeros: 123456 -> "12.3456", 1000000 -> "100". */
export function yuanToWan(yuan: number): string {
  if (!Number.isSafeInteger(yuan) || yuan < 0) return String(yuan / 10000);
  const text = String(yuan).padStart(5, '0');
  const int = text.slice(0, -4).replace(/^0+(?=\d)/, '');
  const frac = text.slice(-4).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** A team share in percent: empty, or a 1-2 digit integer (0-99). */
export function isPercent(value: string): boolean {
  return value === '' || /^\d{1,2}$/.test(value);
}
