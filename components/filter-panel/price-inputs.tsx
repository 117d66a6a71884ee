'use client';

// The two price inputs of 002 §5, sanitised as they are typed, with 确定 disabled while both are empty.
// Server-rendered enabled: without JavaScript nothing would ever enable it (the page ignores an empty
// submission instead).
import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { canConfirm, filterPriceChars, sanitizePrice } from '@/lib/filter-panel/price-input';
import { CONFIRM, INPUT } from './styles';

export interface PriceInputsProps {
  names: { from: string; to: string };
  min: string;
  max: string;
  /** What the bounds are typed in: 元, or 万 on the solutions list. */
  unit: string;
}

const noSubscription = () => () => {};

export function PriceInputs({ names, min, max, unit }: PriceInputsProps) {
  const [values, setValues] = useState({ from: min, to: max });
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  const input = (end: 'from' | 'to', label: string) => {
    const update = (clean: (raw: string) => string) => (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [end]: clean(e.target.value) }));
    return (
      <label>
        <span className="sr-only">{label}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          name={names[end]}
          value={values[end]}
          placeholder={end === 'from' ? '最低价' : '最高价'}
          pattern="[0-9]*\.?[0-9]*"
          onChange={update(filterPriceChars)}
          // Zero becomes empty only once typing is done, or 0.5 could never be entered.
          onBlur={update(sanitizePrice)}
          className={`${INPUT} w-28`}
        />
      </label>
    );
  };

  return (
    <>
      {input('from', `最低价格（${unit}）`)}
      <span aria-hidden="true" className="text-ink-muted">
        -
      </span>
      {input('to', `最高价格（${unit}）`)}
      <span className="text-ink-muted">{unit}</span>
      <button type="submit" disabled={hydrated && !canConfirm(values.from, values.to)} className={CONFIRM}>
        确定
      </button>
    </>
  );
}
