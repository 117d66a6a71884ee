/** Counts above a cap read "999+" (000 §4). */
export function formatCount(n: number, cap = 999): string {
  return n >= cap ? `${cap}+` : String(n);
}
