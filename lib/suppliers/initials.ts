// The emblem that stands in for a missing company logo shows the company's trade name (字号), the part
// people recognise: 重庆云创科技有限公司 -> 云创, 云创科技（重庆）有限公司 -> 云创.

/** Two characters of the trade name: the name without its leading city, else its first two. */
export function supplierInitials(compName: string, cityName: string): string {
  const rest = cityName && compName.startsWith(cityName) ? compName.slice(cityName.length) : compName;
  return [...(rest || compName)].slice(0, 2).join('');
}
