// The filter panel as plain data (002 §2): the page's URL builder runs on the server, once per row
// with a template standing for the key (compact-hrefs), and the panel's client component receives the
// choices, the selection and the links. A page with eight rows of labels then carries a few kilobytes
// of data instead of the markup of every link twice (HTML and RSC payload).
import { cityIndexTabs, initialCityTab } from './city-index';
import { compactHrefs, expandHref } from './compact-hrefs';
import { CUSTOM_KEY_PREFIX } from './custom-keys';
import { customInputNames, formTarget } from './custom-input';
import { parseDateRange, type DateRange } from './date-range';
import { DEFAULT_PRICE_UNIT, parsePriceKey, type PriceRange } from './price-input';
import { clearAll, deselectItem, DEFAULT_LABEL, resetField, selectItem, withSelection } from './state';
import { selectedConditions } from './summary';
import type { FilterField, FilterItem, FilterState } from './types';

export type HrefFor = (next: FilterState) => string;

/** A choice, compact: key, hit count (null: none shown) and, where it differs from the key, label. */
export type Choice = [key: string, count: number | string | null, label?: string];

/** Each choice's link: `template` with the key in place, unless `hrefs` holds it. */
export interface LinkSet {
  template: string;
  hrefs: Record<string, string>;
}

export interface ChoiceList {
  choices: Choice[];
  selected: string[];
  links: LinkSet;
}

/** A custom input's GET form: it resubmits the page without the field's value plus two inputs. */
export interface CustomFormModel {
  action: string | undefined;
  hidden: [name: string, value: string][];
  names: { from: string; to: string };
}

/** A tab of the city index: its letters, each with its cities as [key, name]. */
export type CityIndexData = [group: string, letters: [letter: string, cities: [key: string, name: string][]][]][];

interface CustomBase {
  key: string;
  label: string;
  selected: boolean;
}
export type CustomModel =
  | (CustomBase & { kind: 'date-range'; form: CustomFormModel; current: DateRange | null })
  | (CustomBase & { kind: 'price-range'; form: CustomFormModel; presets: ChoiceList; typed: PriceRange | null; value: string; unit: string })
  | (CustomBase & { kind: 'city-index'; field: string; tabs: CityIndexData; initial: number; cities: ChoiceList });

export type Entry = Choice | CustomModel;

export function isChoice(entry: Entry): entry is Choice {
  return Array.isArray(entry);
}

/** Choices in runs of equal count, in their order (FoldedRun). */
export function foldRuns(choices: Choice[]): FoldedRun[] {
  const runs: FoldedRun[] = [];
  for (const [key, count, label] of choices) {
    const item = label === undefined ? key : ([key, label] as [string, string]);
    const last = runs[runs.length - 1];
    if (last && last[0] === count) last.push(item);
    else runs.push([count, item]);
  }
  return runs;
}

export function unfoldRuns(runs: FoldedRun[]): Choice[] {
  return runs.flatMap(([count, ...items]) => items.map((item): Choice => (typeof item === 'string' ? [item, count] : [item[0], count, item[1]])));
}

/** Every folded entry of a list, runs unfolded. */
export function foldedEntries(list: EntryList): Entry[] {
  return list.runs ? unfoldRuns(list.runs) : list.folded;
}

export function choiceHref(links: LinkSet, key: string): string {
  return links.hrefs[key] ?? expandHref(links.template, key);
}

/**
 * Many folded plain choices (all the cities of a search), compact: runs of one count, each
 * [count, ...keys], a key with a label of its own as [key, label]. On a supplier search the 278 cities
 * under 更多 took 5.7 KB of the page as [key, count] pairs and take 2.9 KB as runs, most counts being
 * the same few sampled estimates (约150, 约300). They become links only when 更多 opens.
 */
export type FoldedRun = [count: Choice[1], ...items: (string | [key: string, label: string])[]];

/**
 * From this many folded plain choices on, they travel as runs and become links only when opened. A
 * supplier search folds 5-8 choices of 服务行业 and 核心能力 besides the cities: as links they took
 * 3.3 KB of the search page's 100,000 bytes (docs/benchmarks.md). Without JavaScript a row's first
 * choices stay links; its folded ones need the script, as the cities always did.
 */
export const LAZY_FROM = 5;

/** A row's entries: the first ones shown, the rest folded under 更多 (as `runs` when they are many plain choices). */
export interface EntryList {
  shown: Entry[];
  folded: Entry[];
  runs?: FoldedRun[];
  /** Selected keys of the plain choices. */
  selected: string[];
  links: LinkSet;
}

export interface RowModel extends EntryList {
  name: string;
  label: string;
  collapsible: boolean;
  /** Changes with the field's selection, so open pop-ups close once a choice is applied. */
  version: string;
  /** The second level of each selected parent: its own 全部 (the parent's key) first. */
  children: { label: string; list: EntryList }[];
}

export interface PanelModel {
  title: string;
  expanded: boolean;
  rows: RowModel[];
  /** The 已选条件 row: field label, condition label, removal link; null when nothing is selected. */
  conditions: { items: [field: string, label: string, href: string][]; clear: string } | null;
}

export interface PanelInput {
  fields: FilterField[];
  state: FilterState;
  hrefFor: HrefFor;
  title?: string;
  expanded?: boolean;
  /** Extra hidden inputs for the custom inputs' GET forms (they win on equal names). */
  hiddenInputs?: Record<string, string>;
}

const choiceOf = (item: FilterItem): Choice => {
  const count = item.count ?? null;
  return item.label === item.key ? [item.key, count] : [item.key, count, item.label];
};

/** Links of `items`: selected ones (removals) and the default (a reset) are sent as they are. */
function linksOf(items: FilterItem[], hrefOf: (key: string) => string, special: string[] = []): LinkSet {
  const keys = items.map((item) => item.key);
  return compactHrefs(keys, hrefOf, new Set([...special, ...items.filter((item) => item.selected).map((item) => item.key)]));
}

function listOf(items: FilterItem[], hrefOf: (key: string) => string, special: string[] = []): ChoiceList {
  return {
    choices: items.map(choiceOf),
    selected: items.filter((item) => item.selected).map((item) => item.key),
    links: linksOf(items, hrefOf, special),
  };
}

function customForm(field: FilterField, input: PanelInput): CustomFormModel {
  const extra = input.hiddenInputs ?? {};
  const { action, inputs } = formTarget(input.hrefFor(resetField(input.state, field.fieldName)));
  return {
    action,
    hidden: [...inputs.filter(([name]) => !(name in extra)), ...Object.entries(extra)],
    names: customInputNames(field.fieldName),
  };
}

function customModel(item: FilterItem, field: FilterField, input: PanelInput, hrefOf: (key: string) => string): CustomModel | null {
  const base = { key: item.key, label: item.label, selected: item.selected ?? false };
  const current = (prefix: string) => (input.state[field.fieldName] ?? []).find((key) => key.startsWith(prefix));
  switch (item.custom) {
    case 'date-range':
      return { ...base, kind: 'date-range', form: customForm(field, input), current: parseDateRange(current(CUSTOM_KEY_PREFIX['date-range']) ?? '') };
    case 'price-range': {
      const presets = item.children ?? [];
      const value = current(CUSTOM_KEY_PREFIX['price-range']) ?? '';
      // A chosen preset is shown as selected in the grid; only a typed range refills the inputs.
      const typed = value && !presets.some((p) => p.key === value) ? parsePriceKey(value) : null;
      return { ...base, kind: 'price-range', form: customForm(field, input), presets: listOf(presets, hrefOf), typed, value, unit: item.unit ?? DEFAULT_PRICE_UNIT };
    }
    case 'city-index': {
      const tabs = cityIndexTabs(item);
      const data: CityIndexData = tabs.map((tab) => [
        tab.group,
        tab.letters.map((letter) => [letter.label, (letter.children ?? []).map((city): [string, string] => [city.key, city.label])]),
      ]);
      const cities = tabs.flatMap((tab) => tab.letters.flatMap((letter) => letter.children ?? []));
      return { ...base, kind: 'city-index', field: field.fieldName, tabs: data, initial: initialCityTab(tabs), cities: listOf(cities, hrefOf) };
    }
    default:
      return null;
  }
}

function entryList(
  items: FilterItem[],
  hrefOf: (key: string) => string,
  special: string[],
  customOf: (item: FilterItem) => CustomModel | null,
): EntryList {
  const entries = (part: FilterItem[]) =>
    part.map((item) => (item.custom ? customOf(item) : choiceOf(item))).filter((entry): entry is Entry => entry !== null);
  const plain = items.filter((item) => !item.custom);
  const folded = entries(items.filter((item) => item.hide));
  const lazy = folded.length >= LAZY_FROM && folded.every(isChoice);
  return {
    shown: entries(items.filter((item) => !item.hide)),
    ...(lazy ? { folded: [], runs: foldRuns(folded as Choice[]) } : { folded }),
    selected: plain.filter((item) => item.selected).map((item) => item.key),
    links: linksOf(plain, hrefOf, special),
  };
}

function rowModel(field: FilterField, input: PanelInput): RowModel {
  const hrefOf = (key: string) => input.hrefFor(selectItem(input.state, field, key));
  const parents = field.items.filter(
    (item) => !item.custom && item.selected && item.key !== field.default && (item.children?.length ?? 0) > 0,
  );
  return {
    name: field.fieldName,
    label: field.label,
    collapsible: field.collapsible ?? false,
    version: (input.state[field.fieldName] ?? []).join('|'),
    ...entryList(field.items, hrefOf, field.default === undefined ? [] : [field.default], (item) => customModel(item, field, input, hrefOf)),
    children: parents.map((parent) => {
      const children = parent.children ?? [];
      const chosen = children.filter((child) => child.selected);
      // 全部 of the second level keeps the parent and drops its child.
      if (parent.group) return { label: parent.label, list: entryList(children, hrefOf, [], () => null) };
      const all = input.hrefFor(chosen.reduce((s, child) => deselectItem(s, field, child.key), input.state));
      const items = [{ key: parent.key, label: DEFAULT_LABEL, selected: chosen.length === 0 }, ...children];
      const list = entryList(items, (key) => (key === parent.key ? all : hrefOf(key)), [parent.key], () => null);
      return { label: parent.label, list };
    }),
  };
}

export function panelModel(input: PanelInput): PanelModel {
  const conditions = selectedConditions(input.fields, input.state);
  return {
    title: input.title ?? '筛选条件',
    expanded: input.expanded ?? true,
    rows: withSelection(input.fields, input.state).map((field) => rowModel(field, input)),
    conditions:
      conditions.length === 0
        ? null
        : {
            items: conditions.map((c) => [c.field.label, c.label, input.hrefFor(deselectItem(input.state, c.field, c.key))]),
            clear: input.hrefFor(clearAll()),
          },
  };
}
