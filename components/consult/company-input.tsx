'use client';

import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '@/components/ui/form/field';
import { useSuggestions } from '@/components/ui/use-suggestions';
import { suggestCompanies } from '@/lib/consult/api';

/** 002 §9: the company suggestion asks 200 ms after the last keystroke. */
const SUGGEST_DELAY_MS = 200;

interface CompanyInputProps {
  id: string;
  field: UseFormRegisterReturn;
  value: string;
  error?: string;
  onPick(name: string): void;
}

/** The company field with names of the portal's suppliers and purchasers that start as typed. */
export function CompanyInput({ id, field, value, error, onPick }: CompanyInputProps) {
  const [open, setOpen] = useState(false);
  const typed = value.trim();
  const names = useSuggestions(typed, suggestCompanies, SUGGEST_DELAY_MS).filter((n) => n !== typed);
  const listId = `${id}-list`;
  const showing = open && names.length > 0;
  return (
    <div className="relative">
      <input
        {...field}
        id={id}
        role="combobox"
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="organization"
        maxLength={50}
        placeholder="请输入单位/企业名称"
        aria-invalid={error ? true : undefined}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          field.onBlur(e);
          // Let a click on a suggestion land first.
          setTimeout(() => setOpen(false), 150);
        }}
        onChange={(e) => {
          setOpen(true);
          return field.onChange(e);
        }}
        onKeyDown={(e) => {
          // Esc closes the open suggestions only; the dialog (Headless UI skips a handled Esc) stays.
          if (e.key !== 'Escape' || !showing) return;
          e.preventDefault();
          setOpen(false);
        }}
        className={inputClass}
      />
      {showing && (
        <ul id={listId} role="listbox" aria-label="单位/企业名称建议" className="absolute inset-x-0 top-full z-10 mt-1 max-h-56 overflow-auto rounded-card border border-line bg-white py-1 shadow-pop">
          {names.map((name) => (
            <li key={name} role="option" aria-selected={false}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onPick(name);
                  setOpen(false);
                }}
                className="block w-full px-3 py-1.5 text-left text-ink hover:bg-primary-soft"
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-1 text-meta text-price">
          {error}
        </p>
      )}
    </div>
  );
}
