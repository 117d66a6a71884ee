import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';

/**
 * A search page's own keyword box (/search.html, /enterprise.html, /procurement.html): a plain GET
 * form, so a new keyword drops every filter, sort and page (000 §4) and works without JavaScript. What
 * the page must keep (its tab) rides along as hidden fields.
 */
export function SearchKeywordForm({
  keyword,
  action = '/search.html',
  name = 'searchName',
  hidden = {},
  placeholder = '输入项目名称、采购单位、中标企业或供应商名称',
}: {
  keyword: string;
  action?: string;
  /** The keyword's parameter on the page it leads to. */
  name?: string;
  hidden?: Record<string, string | number>;
  placeholder?: string;
}) {
  return (
    <form action={action} method="get" role="search" className="flex max-w-3xl gap-2">
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="search-page-keyword" className="sr-only">
        搜索关键词
      </label>
      <input
        id="search-page-keyword"
        name={name}
        defaultValue={keyword}
        maxLength={MAX_KEYWORD_LENGTH}
        placeholder={placeholder}
        data-testid="page-search-input"
        className="h-10 min-w-0 flex-1 rounded-card border border-line-strong bg-white px-3 outline-none focus:border-primary"
      />
      <button type="submit" data-testid="page-search-submit" className="h-10 shrink-0 rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary">
        搜索
      </button>
    </form>
  );
}
