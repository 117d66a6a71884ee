// The date-range custom item (002 §2): two dates and 确定; the page receives them as
// '<field>.from'/'<field>.to' and stores 'range:YYYY-MM-DD~YYYY-MM-DD'.
import { CUSTOM_KEY_PREFIX } from '@/lib/filter-panel/custom-keys';
import { customInputNames } from '@/lib/filter-panel/custom-input';
import { parseDateRange } from '@/lib/filter-panel/date-range';
import { CustomForm, currentCustomKey } from './custom-form';
import type { FieldScope } from './scope';
import { CONFIRM, INPUT } from './styles';

export function DateRangeForm({ scope }: { scope: FieldScope }) {
  const names = customInputNames(scope.field.fieldName);
  const current = parseDateRange(currentCustomKey(scope, CUSTOM_KEY_PREFIX['date-range']) ?? '');
  return (
    <CustomForm scope={scope} label={`${scope.field.label}：自定义时间`}>
      <label>
        <span className="sr-only">开始日期</span>
        <input type="date" name={names.from} defaultValue={current?.start} required className={`${INPUT} w-40`} />
      </label>
      <span aria-hidden="true" className="text-ink-muted">
        至
      </span>
      <label>
        <span className="sr-only">结束日期</span>
        <input type="date" name={names.to} defaultValue={current?.end} required className={`${INPUT} w-40`} />
      </label>
      <button type="submit" className={CONFIRM}>
        确定
      </button>
    </CustomForm>
  );
}
