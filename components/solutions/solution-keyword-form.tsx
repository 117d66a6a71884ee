// The keyword box of the solutions list (001 §4).
import { KeptFiltersKeywordForm } from '@/components/ui/kept-filters-keyword-form';
import { solutionListHref, withFilters, type SolutionListState } from '@/lib/solutions/list-state';

export function SolutionKeywordForm({ state }: { state: SolutionListState }) {
  return (
    <KeptFiltersKeywordForm
      href={solutionListHref(withFilters(state, { searchName: '' }))}
      name="searchName"
      value={state.searchName}
      formLabel="搜索方案"
      fieldLabel="方案名称"
      placeholder="搜索产品、解决方案或服务商"
      widthClass="sm:w-96"
    />
  );
}
