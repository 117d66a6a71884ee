'use client';

import { Range, Root, Thumb, Track } from '@radix-ui/react-slider';

interface BudgetSliderProps {
  value: readonly [number, number];
  limits: { min: number; max: number; step: number };
  /** 万 for the government channel, 元 for the others (001 §9). */
  unit: '万' | '元';
  onChange(range: number[]): void;
}

const format = (n: number, unit: string) => `${n.toLocaleString('zh-CN')}${unit}`;

const thumb =
  'block size-5 cursor-grab rounded-full border-2 border-primary bg-white shadow-card transition-shadow hover:shadow-[0_0_0_5px_rgba(22,119,255,0.15)] focus-visible:shadow-[0_0_0_5px_rgba(22,119,255,0.25)] focus-visible:outline-none active:cursor-grabbing';

/** A two-thumb budget range (Radix: arrow keys, Page Up/Down, Home/End; each thumb a labelled slider). */
export function BudgetSlider({ value, limits, unit, onChange }: BudgetSliderProps) {
  const [start, end] = value;
  return (
    <div className="pt-1" data-testid="budget">
      <p className="mb-3 text-ink">
        <span className="font-medium text-price" data-testid="budget-value">
          {format(start, unit)} - {format(end, unit)}
        </span>
      </p>
      <Root
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={[start, end]}
        onValueChange={onChange}
        className="relative flex h-5 w-full touch-none select-none items-center"
      >
        <Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
          <Range className="absolute h-full rounded-full bg-primary" />
        </Track>
        <Thumb className={thumb} aria-label="预算下限" aria-valuetext={format(start, unit)} />
        <Thumb className={thumb} aria-label="预算上限" aria-valuetext={format(end, unit)} />
      </Root>
      <div className="mt-1.5 flex justify-between text-meta text-ink-faint" aria-hidden="true">
        <span>{format(limits.min, unit)}</span>
        <span>{format(limits.max, unit)}</span>
      </div>
    </div>
  );
}
