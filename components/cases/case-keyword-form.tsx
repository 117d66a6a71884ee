// The title keyword (000 §2 "title keyword") of the case library.
import { KeptFiltersKeywordForm } from '@/components/ui/kept-filters-keyword-form';
import type { CaseLibraryState } from '@/lib/cases/schemas';
import { caseLibraryHref, withFilters } from '@/lib/cases/url';

export function CaseKeywordForm({ state }: { state: CaseLibraryState }) {
  return (
    <KeptFiltersKeywordForm
      href={caseLibraryHref(withFilters(state, { caseTitle: '' }))}
      name="caseTitle"
      value={state.caseTitle}
      formLabel="搜索案例"
      fieldLabel="案例名称"
      placeholder="输入案例名称搜索"
      widthClass="sm:w-80"
    />
  );
}
