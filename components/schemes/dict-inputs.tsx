'use client';

// Inputs that offer dictionary values (001 §3): a select, a cascade of up to three selects, and a
// group of checkboxes. They take the dictionary's entries as loaded by useDictionary.
import { pathOf } from '@/lib/dictionaries/tree';
import type { FirstLevelEntry } from '@/lib/dictionaries/types';
import { inputClass } from '@/components/ui/form/field';

interface Option {
  code: string;
  name: string;
}

const firstLevel = (tree: FirstLevelEntry[]): Option[] => tree.map((e) => ({ code: e.firstLevelCode, name: e.firstLevelName }));

export function DictSelect(props: { id: string; options: Option[]; value: string; onChange: (v: string) => void; onBlur?: () => void; placeholder: string; invalid?: boolean }) {
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      aria-invalid={props.invalid}
      className={inputClass}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
}

/** The first-level entries as options. */
export function optionsOf(tree: FirstLevelEntry[] | undefined): Option[] {
  return tree ? firstLevel(tree) : [];
}

/** A level-2 value with its level-1 choice in one select (listing status, T4), grouped by level 1. */
export function GroupedSelect(props: { id: string; tree: FirstLevelEntry[]; value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} className={inputClass}>
      <option value="">{props.placeholder}</option>
      {props.tree.map((first) => (
        <optgroup key={first.firstLevelCode} label={first.firstLevelName}>
          {first.secondLevelDictList.map((s) => (
            <option key={s.secondLevelCode} value={s.secondLevelCode}>
              {s.secondLevelName}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/**
 * Three chained selects (region province/city/district, scheme type): the value is the deepest
 * choice made, and only a choice at the last level that exists counts as complete.
 */
export function CascadeSelect(props: {
  id: string;
  tree: FirstLevelEntry[];
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  labels: [string, string, string];
  invalid?: boolean;
}) {
  const [a = '', b = '', c = ''] = pathOf(props.tree, props.value).map((p) => p.code);
  const first = props.tree.find((e) => e.firstLevelCode === a);
  const second = first?.secondLevelDictList.find((e) => e.secondLevelCode === b);
  const seconds = first?.secondLevelDictList.map((e) => ({ code: e.secondLevelCode, name: e.secondLevelName })) ?? [];
  const thirds = second?.thirdLevelDictList.map((e) => ({ code: e.thirdLevelCode, name: e.thirdLevelName })) ?? [];
  return (
    <div className="grid gap-2 sm:grid-cols-3" onBlur={props.onBlur}>
      <DictSelect id={props.id} options={firstLevel(props.tree)} value={a} onChange={props.onChange} placeholder={props.labels[0]} invalid={props.invalid} />
      <DictSelect id={`${props.id}-2`} options={seconds} value={b} onChange={(v) => props.onChange(v || a)} placeholder={props.labels[1]} invalid={props.invalid} />
      <DictSelect id={`${props.id}-3`} options={thirds} value={c} onChange={(v) => props.onChange(v || b)} placeholder={props.labels[2]} invalid={props.invalid} />
    </div>
  );
}

/** The codes chosen from a flat dictionary, as checkboxes (certifications, technologies, …). */
export function CheckGroup(props: { id: string; options: Option[]; value: string[]; onChange: (v: string[]) => void; label: string }) {
  const toggle = (code: string) => props.onChange(props.value.includes(code) ? props.value.filter((c) => c !== code) : [...props.value, code]);
  return (
    <fieldset id={props.id} className="flex flex-wrap gap-x-4 gap-y-2 pt-1.5">
      <legend className="sr-only">{props.label}</legend>
      {props.options.map((o) => (
        <label key={o.code} className="inline-flex cursor-pointer items-center gap-1.5">
          <input type="checkbox" checked={props.value.includes(o.code)} onChange={() => toggle(o.code)} className="size-4 accent-primary" />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}
