// The GET form of a custom input: it resubmits the page as it would be without this field's value
// (from the page's own hrefFor), so it works without JavaScript; the page folds the two submitted
// inputs back into 'range:'/'price:' keys with applyCustomInputs.
import type { ReactNode } from 'react';
import { formTarget } from '@/lib/filter-panel/custom-input';
import { resetField } from '@/lib/filter-panel/state';
import type { FieldScope } from './scope';

export function CustomForm({ scope, label, children }: { scope: FieldScope; label: string; children: ReactNode }) {
  const { field, state, hrefFor, hiddenInputs = {} } = scope;
  const { action, inputs } = formTarget(hrefFor(resetField(state, field.fieldName)));
  const hidden = [...inputs.filter(([name]) => !(name in hiddenInputs)), ...Object.entries(hiddenInputs)];
  return (
    <form method="get" action={action} aria-label={label} className="flex flex-wrap items-center gap-2">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/** The field's current custom value of one kind ('range:…', 'price:…'), if any. */
export function currentCustomKey(scope: FieldScope, prefix: string): string | undefined {
  return scope.state[scope.field.fieldName]?.find((key) => key.startsWith(prefix));
}
