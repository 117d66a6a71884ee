'use client';

// Chooses the cities an ad targets (docs/features.md, Operator console: ads): a filter by name or
// initial over the list of city sites, the chosen ones shown as removable chips above it.
import { useState } from 'react';

export interface TargetCity {
  code: string;
  name: string;
  initial: string;
}

interface Props {
  cities: TargetCity[];
  value: string[];
  onChange: (codes: string[]) => void;
}

export function CityChooser({ cities, value, onChange }: Props) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const needle = filter.trim().toUpperCase();
  const shown = needle ? cities.filter((c) => c.name.includes(filter.trim()) || c.initial === needle) : cities;
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="已选城市">
          {value.map((code) => (
            <li key={code}>
              <button type="button" onClick={() => toggle(code)} className="rounded bg-primary-soft px-2 py-0.5 text-meta text-primary-active hover:underline" aria-label={`取消 ${cities.find((c) => c.code === code)?.name ?? code}`}>
                {cities.find((c) => c.code === code)?.name ?? code} ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="输入城市名或首字母筛选" aria-label="筛选城市" className="h-9 w-full rounded-card border border-line-strong px-2" />
      <ul className="grid max-h-44 grid-cols-3 gap-x-2 overflow-y-auto rounded-card border border-line p-2 text-meta sm:grid-cols-4" aria-label="城市">
        {shown.map((c) => (
          <li key={c.code}>
            <label className="flex items-center gap-1">
              <input type="checkbox" checked={chosen.has(c.code)} onChange={() => toggle(c.code)} />
              <span className="truncate">{c.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
