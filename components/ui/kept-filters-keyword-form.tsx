// A list's keyword box: a GET form, so it works without JavaScript. It carries the list's other
// filters as hidden inputs and, like every filter change, starts again on page 1 (000 §2, 001 §4).
import { SearchIcon } from '@/components/ui/icons';
import { formTarget } from '@/lib/filter-panel/custom-input';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';

interface KeptFiltersKeywordFormProps {
  /** The list's address with every filter but the keyword (and no page). */
  href: string;
  /** The keyword's parameter and its current value. */
  name: string;
  value: string;
  /** Accessible names of the form and the field. */
  formLabel: string;
  fieldLabel: string;
  placeholder: string;
  /** Width from the small breakpoint up, e.g. 'sm:w-80'. */
  widthClass: string;
}

export function KeptFiltersKeywordForm({ href, name, value, formLabel, fieldLabel, placeholder, widthClass }: KeptFiltersKeywordFormProps) {
  const { action, inputs } = formTarget(href);
  return (
    <form method="get" action={action} role="search" aria-label={formLabel} className={`flex w-full min-w-0 ${widthClass}`}>
      {inputs.map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <label className="min-w-0 flex-1">
        <span className="sr-only">{fieldLabel}</span>
        <input
          type="search"
          name={name}
          defaultValue={value}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={placeholder}
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
