import type { OptionGroup } from './options';
import { BUDGET, CHANNEL, LABELS, MAX, channelOfBidSource, incomplete, tooMany, type Channel, type SubscriptionSettings } from './schemas';
import type { SavedSubscription } from './types';

// The subscription dialog's selection rules (001 §5): pure, so the dialog only renders them and the
// tests pin them. Every field is a list of codes, as the save bodies carry them (schemas.ts).

/** The three subscribe buttons; the government one covers channels 3 and 4 through its bid source. */
export type SubscribeKind = 'gov' | 'software' | 'manpower';

export type FieldKey =
  | 'bidSource'
  | 'city'
  | 'businessDirection'
  | 'purchaseUnit'
  | 'primaryClass'
  | 'secondClass'
  | 'receiveRequrie'
  | 'primaryClassJob'
  | 'secondClassJob'
  | 'residentPeriod'
  | 'settlementPeriod';

export interface FieldRule {
  label: string;
  /** Most selections; a second-level field counts them per first-level group. */
  max: number;
  /** Picking replaces the current choice (bid source, receive requirement, residence period). */
  exclusive?: boolean;
  /** A second-level field: its picks are children of the picked groups of `parent`. */
  parent?: FieldKey;
}

/** The bid source is not among the toast labels: it always holds one choice, so no toast names it. */
const BID_SOURCE_LABEL = '招标来源';

export const FIELD_RULES: Record<FieldKey, FieldRule> = {
  bidSource: { label: BID_SOURCE_LABEL, max: 1, exclusive: true },
  city: { label: LABELS.city, max: MAX.city },
  businessDirection: { label: LABELS.businessDirection, max: MAX.businessDirection },
  purchaseUnit: { label: LABELS.purchaseUnit, max: MAX.purchaseUnit },
  primaryClass: { label: LABELS.primaryClass, max: MAX.primaryClass },
  secondClass: { label: LABELS.secondClass, max: MAX.secondPerGroup, parent: 'primaryClass' },
  receiveRequrie: { label: LABELS.receiveRequrie, max: 1, exclusive: true },
  primaryClassJob: { label: LABELS.primaryClassJob, max: MAX.primaryClassJob },
  secondClassJob: { label: LABELS.secondClassJob, max: MAX.secondPerGroup, parent: 'primaryClassJob' },
  residentPeriod: { label: LABELS.residentPeriod, max: 1, exclusive: true },
  settlementPeriod: { label: LABELS.settlementPeriod, max: MAX.settlementPeriod },
};

/** Each dialog's rows in the order it shows them (001 §3): its fields and the budget. */
export const DIALOG_LAYOUT: Record<SubscribeKind, readonly (FieldKey | 'budget')[]> = {
  gov: ['bidSource', 'budget', 'city', 'businessDirection', 'purchaseUnit'],
  software: ['primaryClass', 'secondClass', 'budget', 'receiveRequrie', 'city'],
  manpower: ['primaryClassJob', 'secondClassJob', 'budget', 'residentPeriod', 'settlementPeriod', 'city'],
};

/** The fields of each dialog, in its order (the budget always holds a range, so none is missing). */
const fieldsOf = (kind: SubscribeKind) => DIALOG_LAYOUT[kind].filter((row): row is FieldKey => row !== 'budget');
export const DIALOG_FIELDS: Record<SubscribeKind, readonly FieldKey[]> = { gov: fieldsOf('gov'), software: fieldsOf('software'), manpower: fieldsOf('manpower') };

/** The fields of a category tree: toggling them needs the tree (group of a pick, children to drop). */
export type TreeField = 'primaryClass' | 'secondClass' | 'primaryClassJob' | 'secondClassJob';

const TREE_FIELDS: readonly FieldKey[] = ['primaryClass', 'secondClass', 'primaryClassJob', 'secondClassJob'];
export const isTreeField = (key: FieldKey): key is TreeField => TREE_FIELDS.includes(key);

export type Picks = Partial<Record<FieldKey, readonly string[]>>;

export interface Selection {
  picks: Picks;
  budget: readonly [number, number];
}

export const budgetLimits = (kind: SubscribeKind) => (kind === 'gov' ? BUDGET.gov : BUDGET.yuan);

/** The government bid source of a channel: 3 is third-party ('1'), 4 platform agency ('2'). */
export const bidSourceOf = (channel: Channel): string => (channel === CHANNEL.govThirdParty ? '1' : '2');

export const kindOf = (channel: Channel): SubscribeKind =>
  channel === CHANNEL.software ? 'software' : channel === CHANNEL.manpower ? 'manpower' : 'gov';

/** The channel a selection saves to: the government one follows its bid source. */
export function channelOf(kind: SubscribeKind, selection: Selection): Channel {
  if (kind === 'software') return CHANNEL.software;
  if (kind === 'manpower') return CHANNEL.manpower;
  return channelOfBidSource(Number(selection.picks.bidSource?.[0] ?? '2'));
}

/** An empty dialog: budget defaults, and for the government dialog the bid source it opened with. */
export function defaultSelection(kind: SubscribeKind, bidSource = '2'): Selection {
  return { picks: kind === 'gov' ? { bidSource: [bidSource] } : {}, budget: budgetLimits(kind).defaults };
}

/**
 * 001 §4: a saved subscription pre-fills the dialog only when it exists and is in use (channelInUse 1);
 * otherwise the defaults. The government bid source follows the saved channel.
 */
export function initialSelection(kind: SubscribeKind, saved: SavedSubscription | null | undefined, bidSource = '2'): Selection {
  if (!saved || saved.channelInUse !== 1 || kindOf(saved.channel) !== kind) return defaultSelection(kind, bidSource);
  const settings = saved.settings as SubscriptionSettings & Partial<Record<FieldKey, string[]>>;
  const picks: Picks = {};
  for (const key of DIALOG_FIELDS[kind]) if (key !== 'bidSource') picks[key] = [...(settings[key] ?? [])];
  if (kind === 'gov') picks.bidSource = [bidSourceOf(saved.channel)];
  return { picks, budget: [settings.budgetStart, settings.budgetEnd] };
}

/** A refused toggle leaves the selection as it was; only a pick past the most has a toast. */
export type Toggle =
  | { selection: Selection; refusal: null }
  | { selection: Selection; refusal: 'max'; toast: string }
  | { selection: Selection; refusal: 'last' | 'orphan' };

/** The group of `code` in a second-level tree. */
const groupOf = (tree: readonly OptionGroup[], code: string) => tree.find((g) => g.children.some((c) => c.code === code));

/**
 * Picks or unpicks `code` in field `key`. Refused: a pick past the most (with the '{label}(最多{n}个)'
 * toast), removing the last remaining pick, and a second-level pick outside the picked groups. An
 * exclusive field replaces its pick. Second-level picks count within their group; unpicking a group
 * drops its second-level picks. `tree` is the category tree of a first- or second-level field.
 */
export function toggle(selection: Selection, key: TreeField, code: string, tree: readonly OptionGroup[]): Toggle;
export function toggle(selection: Selection, key: Exclude<FieldKey, TreeField>, code: string): Toggle;
export function toggle(selection: Selection, key: FieldKey, code: string, tree: readonly OptionGroup[] = []): Toggle {
  const rule = FIELD_RULES[key];
  const current = selection.picks[key] ?? [];
  const set = (picks: Picks): Toggle => ({ selection: { ...selection, picks: { ...selection.picks, ...picks } }, refusal: null });

  if (current.includes(code)) {
    if (current.length === 1) return { selection, refusal: 'last' };
    const next = { [key]: current.filter((c) => c !== code) };
    const child = childFieldOf(key);
    const group = tree.find((g) => g.code === code);
    if (!child || !group) return set(next);
    const dropped = new Set(group.children.map((c) => c.code));
    return set({ ...next, [child]: (selection.picks[child] ?? []).filter((c) => !dropped.has(c)) });
  }
  if (rule.exclusive) return set({ [key]: [code] });
  if (rule.parent) {
    const group = groupOf(tree, code);
    if (!group || !(selection.picks[rule.parent] ?? []).includes(group.code)) return { selection, refusal: 'orphan' };
    const inGroup = current.filter((c) => group.children.some((k) => k.code === c));
    if (inGroup.length >= rule.max) return { selection, refusal: 'max', toast: tooMany(rule.label, rule.max) };
    return set({ [key]: [...current, code] });
  }
  if (current.length >= rule.max) return { selection, refusal: 'max', toast: tooMany(rule.label, rule.max) };
  return set({ [key]: [...current, code] });
}

/** The second-level field under a first-level one, if any. */
function childFieldOf(key: FieldKey): FieldKey | undefined {
  return (Object.keys(FIELD_RULES) as FieldKey[]).find((k) => FIELD_RULES[k].parent === key);
}

/** Moves the budget range, kept on the slider's steps, inside its limits and in order. */
export function setBudget(selection: Selection, kind: SubscribeKind, range: readonly number[]): Selection {
  const { min, max, step } = budgetLimits(kind);
  const fit = (v: number) => Math.min(max, Math.max(min, Math.round(v / step) * step));
  const [a, b] = [fit(range[0] ?? min), fit(range[1] ?? max)];
  return { ...selection, budget: a <= b ? [a, b] : [b, a] };
}

/** The submit check (001 §5): '请完善{label}!' for the first field, in the dialog's order, with no pick. */
export function firstIncomplete(kind: SubscribeKind, selection: Selection): string | null {
  const missing = DIALOG_FIELDS[kind].find((key) => (selection.picks[key] ?? []).length === 0);
  return missing ? incomplete(FIELD_RULES[missing].label) : null;
}

/** The save body of a selection, as the channel's schema expects it (validated by it before sending). */
export function toSettings(kind: SubscribeKind, selection: Selection): Record<string, unknown> {
  const body: Record<string, unknown> = { channel: channelOf(kind, selection) };
  for (const key of DIALOG_FIELDS[kind]) if (key !== 'bidSource') body[key] = [...(selection.picks[key] ?? [])];
  return { ...body, budgetStart: selection.budget[0], budgetEnd: selection.budget[1] };
}
