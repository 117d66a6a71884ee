// The words one slip away from a keyword (docs/search.md "Forgiving search"), as LIKE patterns over the
// search vocabulary: one character substituted (智慧城巿 -> 智慧城_), one dropped (智慧城 -> 智慧城_ and _智慧城
// ...), one doubled or stray (智慧慧城市 -> 智慧城市). Chinese keywords only: their characters need no escape.

export function typoPatterns(keyword: string): string[] {
  const chars = [...keyword];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    out.add([...chars.slice(0, i), '_', ...chars.slice(i + 1)].join(''));
    if (chars.length > 2) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  }
  for (let i = 0; i <= chars.length; i++) out.add([...chars.slice(0, i), '_', ...chars.slice(i)].join(''));
  return [...out];
}

/** Characters typed for one another because they look alike (each group one string). */
const LOOKALIKES = ['巿市', '己已巳', '未末', '士土', '戍戌戊', '拨拔', '侯候', '祟崇', '赢嬴', '汨汩', '茶荼', '日曰', '人入', '大太犬', '王玉', '干于千', '贝见', '析折', '辨辩辫', '帐账', '象像', '做作', '的地得', '在再', '历厉', '即既', '须需'];

/** The keyword with one character swapped for a look-alike: the likeliest of its typos' meanings. */
export function lookalikeVariants(keyword: string): string[] {
  const chars = [...keyword];
  const out: string[] = [];
  chars.forEach((c, i) => {
    const group = LOOKALIKES.find((g) => g.includes(c));
    for (const other of group ?? '') if (other !== c) out.push([...chars.slice(0, i), other, ...chars.slice(i + 1)].join(''));
  });
  return out;
}
