// The keyword box of the solutions list: a GET form, so it works without JavaScript. It carries the
// other filters as hidden inputs and, like every filter change, starts again on page 1 (001 §4).
import { SearchIcon } from '@/components/ui/icons';
import { formTarget } from '@/lib/filter-panel/custom-input';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';
import { solutionListHref, withFilters, type SolutionListState } from '@/lib/solutions/list-state';

export function SolutionKeywordForm({ state }: { state: SolutionListState }) {
  const { action, inputs } = formTarget(solutionListHref(withFilters(state, { searchName: '' })));
  return (
    <form method="get" action={action} role="search" aria-label="搜索方案" className="flex w-full min-w-0 sm:w-96">
      {inputs.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="min-w-0 flex-1">
        <span className="sr-only">方案名称</span>
        <input
          type="search"
          name="searchName"
          defaultValue={state.searchName}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder="搜索产品、解决方案或服务商"
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
