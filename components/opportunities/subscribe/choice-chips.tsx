import type { Option } from '@/lib/opportunities/options';
import { CheckIcon } from '@/components/ui/icons';

// Picked chips carry a corner mark rather than a bolder label or a leading icon, so picking one does
// not widen it and re-wrap the row under the pointer.
const chip = 'relative inline-flex h-8 items-center overflow-hidden rounded-card border px-3 transition-colors hover:border-primary hover:text-primary-active';
const chipOn = 'border-primary bg-primary-soft text-primary-active';
const chipOff = 'border-line-strong bg-white text-ink';

export function PickedMark() {
  return (
    <span className="absolute bottom-0 right-0 flex size-3.5 items-end justify-end bg-primary [clip-path:polygon(100%_0,100%_100%,0_100%)]">
      <CheckIcon className="size-2 text-white [stroke-width:4]" />
    </span>
  );
}

export const chipClass = (on: boolean) => `${chip} ${on ? chipOn : chipOff}`;

/** Toggle chips of one field: each a button whose pressed state says whether it is picked. */
export function ChoiceChips({ options, picked, onToggle, testId }: { options: readonly Option[]; picked: readonly string[]; onToggle(code: string): void; testId: string }) {
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      {options.map((option) => {
        const on = picked.includes(option.code);
        return (
          <button key={option.code} type="button" aria-pressed={on} data-code={option.code} onClick={() => onToggle(option.code)} className={chipClass(on)}>
            {option.name}
            {on && <PickedMark />}
          </button>
        );
      })}
    </div>
  );
}
