/**
 * The page's own keyword box: a plain GET form, so a new keyword drops every filter, sort and page
 * (000 §4) and works without JavaScript. The combined search sends its tab along; the supplier list
 * (/enterprise.html) has none.
 */
export function SearchKeywordForm({
  keyword,
  tabIndex,
  action = '/search.html',
  placeholder = '输入项目名称、采购单位、中标企业或供应商名称',
}: {
  keyword: string;
  tabIndex?: 0 | 1;
  action?: string;
  placeholder?: string;
}) {
  return (
    <form action={action} method="get" role="search" className="flex max-w-3xl gap-2">
      {tabIndex !== undefined && <input type="hidden" name="tabIndex" value={tabIndex} />}
      <label htmlFor="search-page-keyword" className="sr-only">
        搜索关键词
      </label>
      <input
        id="search-page-keyword"
        name="searchName"
        defaultValue={keyword}
        maxLength={50}
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
