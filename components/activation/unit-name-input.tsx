'use client';

import { useState } from 'react';
import { inputClass } from '@/components/ui/form/field';
import { useSuggestions } from '@/components/ui/use-suggestions';
import { searchBudgetUnits } from '@/lib/activation/api';
import { DEP_NAME_MAX } from '@/lib/activation/schemas';
import type { UnitSuggestion } from '@/lib/activation/types';

/** 002 §5, §9: the unit-name suggestion asks 300 ms after the last keystroke. */
const SUGGEST_DELAY_MS = 300;

interface UnitNameInputProps {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onType(name: string): void;
  onBlur(): void;
  onPick(unit: UnitSuggestion): void;
}

/** The unit-name field with the portal's budget units whose name holds what was typed (002 §3). */
export function UnitNameInput({ id, value, invalid, describedBy, onType, onBlur, onPick }: UnitNameInputProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const units = useSuggestions(typed, searchBudgetUnits, SUGGEST_DELAY_MS).filter((u) => u.unitName !== typed);
  const shown = open && units.length > 0;
  const listId = `${id}-list`;
  const pick = (unit: UnitSuggestion) => {
    onPick(unit);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <input
        id={id}
        value={value}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="organization"
        maxLength={DEP_NAME_MAX}
        placeholder="请输入单位全称，如：重庆市渝北区教育委员会"
        onFocus={() => setOpen(true)}
        onBlur={() => {
          onBlur();
          // Let a click on a suggestion land first.
          setTimeout(() => setOpen(false), 150);
        }}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          onType(e.target.value);
        }}
        onKeyDown={(e) => {
          if (!shown) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (a + step + units.length) % units.length);
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            pick(units[active]!);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
        className={inputClass}
      />
      {shown && (
        <ul id={listId} role="listbox" aria-label="预算单位" className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-card border border-line bg-white py-1 shadow-pop">
          {units.map((unit, i) => (
            <li key={unit.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
              <button
                type="button"
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(unit)}
                className={`block w-full truncate px-3 py-1.5 text-left text-ink hover:bg-primary-soft ${i === active ? 'bg-primary-soft' : ''}`}
              >
                {unit.unitName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
