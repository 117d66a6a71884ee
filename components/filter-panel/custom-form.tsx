// The GET form of a custom input: it resubmits the page as it would be without this field's value, so
// it works without JavaScript; the page folds the two submitted inputs back into 'range:'/'price:' keys
// with applyCustomInputs.
import type { ReactNode } from 'react';
import type { CustomFormModel } from '@/lib/filter-panel/model';

export function CustomForm({ form, label, children }: { form: CustomFormModel; label: string; children: ReactNode }) {
  return (
    <form method="get" action={form.action} aria-label={label} className="flex flex-wrap items-center gap-2">
      {form.hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
