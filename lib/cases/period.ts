// Cycle text (000 §9): months over 12 are shown as years and months; up to 12 stays in months.

/** 6 -> '6个月', 12 -> '12个月', 18 -> '1年6个月', 24 -> '2年'. */
export function formatPeriod(months: number): string {
  if (!Number.isInteger(months) || months < 0) return '-';
  if (months <= 12) return `${months}个月`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years}年` : `${years}年${rest}个月`;
}
