import { saysSomething, type SearchInterpretation } from '@/lib/search/forgiving';

const link = 'text-primary-active hover:underline';

/**
 * How the forgiving search read the keyword (docs/search.md "Forgiving search"): the results shown are
 * another word's (a correction, simplified characters) with a link to the keyword as typed, equivalent
 * terms searched too, or a word that finds more. `keywordHref`: the page's address of another keyword
 * (`literal`: searched as typed).
 */
export function SearchReading({ reading, keywordHref }: { reading: SearchInterpretation; keywordHref: (keyword: string, literal?: boolean) => string }) {
  if (!saysSomething(reading) || reading.withoutRarest) return null;
  return (
    <div data-testid="search-reading" className="mt-3 space-y-1 rounded-card border border-line bg-white px-5 py-2.5 text-[14px] text-ink-muted">
      {reading.searched !== reading.typed && (
        <p data-testid="search-corrected">
          已为您显示 <b className="font-semibold text-price">{reading.searched}</b> 的结果；仍搜索{' '}
          <a href={keywordHref(reading.typed, true)} className={link} data-testid="search-literal">
            {reading.typed}
          </a>
        </p>
      )}
      {reading.alsoSearched.length > 0 && (
        <p data-testid="search-also">
          也搜索了：
          {reading.alsoSearched.map((term, i) => (
            <span key={term}>
              {i > 0 && '、'}
              <a href={keywordHref(term)} className={link}>
                {term}
              </a>
            </span>
          ))}
        </p>
      )}
      {reading.didYouMean && (
        <p data-testid="search-did-you-mean">
          您是不是要找：
          <a href={keywordHref(reading.didYouMean)} className={link}>
            {reading.didYouMean}
          </a>
        </p>
      )}
    </div>
  );
}
