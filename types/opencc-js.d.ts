// opencc-js ships JavaScript without type declarations; these are the entries the search uses
// (lib/search/script.ts): a converter from traditional to simplified characters.
declare module 'opencc-js/t2cn' {
  export function Converter(options: { from: 't' | 'tw' | 'twp' | 'hk'; to: 'cn' }): (text: string) => string;
}

// The bench's judged queries write simplified words in traditional characters (scripts/bench/judged-queries.ts).
declare module 'opencc-js/cn2t' {
  export function Converter(options: { from: 'cn'; to: 't' | 'tw' | 'hk' }): (text: string) => string;
}
