// opencc-js ships JavaScript without type declarations; this is the one entry the search uses
// (lib/search/script.ts): a converter from traditional to simplified characters.
declare module 'opencc-js/t2cn' {
  export function Converter(options: { from: 't' | 'tw' | 'twp' | 'hk'; to: 'cn' }): (text: string) => string;
}
