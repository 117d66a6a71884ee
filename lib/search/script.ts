// Traditional characters in a keyword (智慧醫療 pasted from a Hong Kong or Taiwan page) are searched as
// simplified ones: the records are written in simplified characters (docs/search.md "Forgiving search").
// OpenCC's character and phrase tables (opencc-js), from its standard traditional set: the Taiwan
// phrase set would also rewrite words (智慧 -> 智能), which the synonyms dictionary decides instead.
import { Converter } from 'opencc-js/t2cn';

const convert = Converter({ from: 't', to: 'cn' });

/** The keyword in simplified characters (unchanged when it has no traditional one). */
export function toSimplified(keyword: string): string {
  return convert(keyword);
}
