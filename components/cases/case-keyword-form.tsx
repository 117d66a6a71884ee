// The title keyword (000 §2 "title keyword"): a GET form, so it works without JavaScript. It carries the
// other filters as hidden inputs and, like every filter change, starts again on page 1.
import { SearchIcon } from '@/components/ui/icons';
import { formTarget } from '@/lib/filter-panel/custom-input';
import type { CaseLibraryState } from '@/lib/cases/schemas';
import { caseLibraryHref, withFilters } from '@/lib/cases/url';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';

export function CaseKeywordForm({ state }: { state: CaseLibraryState }) {
  const { action, inputs } = formTarget(caseLibraryHref(withFilters(state, { caseTitle: '' })));
  return (
    <form method="get" action={action} role="search" aria-label="搜索案例" className="flex w-full min-w-0 sm:w-80">
      {inputs.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="min-w-0 flex-1">
        <span className="sr-only">案例名称</span>
        <input
          type="search"
          name="caseTitle"
          defaultValue={state.caseTitle}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder="输入案例名称搜索"
          className="h-9 w-full rounded-l border border-r-0 border-line-strong bg-white px-3 placeholder:text-ink-faint hover:border-primary focus:border-primary focus:outline-none"
        />
      </label>
      <button type="submit" className="inline-flex h-9 shrink-0 items-center gap-1 rounded-r bg-primary-active px-4 text-white hover:bg-primary">
        <SearchIcon className="size-4" />
        搜索
      </button>
    </form>
  );
}
