// The date-range custom item (002 §2): two dates and 确定; the page receives them as
// '<field>.from'/'<field>.to' and stores 'range:YYYY-MM-DD~YYYY-MM-DD'.
import type { CustomModel } from '@/lib/filter-panel/model';
import { CustomForm } from './custom-form';
import { CONFIRM, INPUT } from './styles';

export function DateRangeForm({ custom, fieldLabel }: { custom: Extract<CustomModel, { kind: 'date-range' }>; fieldLabel: string }) {
  const { form, current } = custom;
  return (
    <CustomForm form={form} label={`${fieldLabel}：自定义时间`}>
      <label>
        <span className="sr-only">开始日期</span>
        <input type="date" name={form.names.from} defaultValue={current?.start} required className={`${INPUT} w-40`} />
      </label>
      <span aria-hidden="true" className="text-ink-muted">
        至
      </span>
      <label>
        <span className="sr-only">结束日期</span>
        <input type="date" name={form.names.to} defaultValue={current?.end} required className={`${INPUT} w-40`} />
      </label>
      <button type="submit" className={CONFIRM}>
        确定
      </button>
    </CustomForm>
  );
}
