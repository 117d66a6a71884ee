'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { SubscribeError, subscribeOptionsQuery, useSaveSubscription, useSavedSubscription } from '@/lib/opportunities/api';
import { LABELS, subscriptionSchemaOf, type Channel } from '@/lib/opportunities/schemas';
import {
  DIALOG_LAYOUT,
  FIELD_RULES,
  budgetLimits,
  channelOf,
  defaultSelection,
  firstIncomplete,
  initialSelection,
  isTreeField,
  setBudget,
  toSettings,
  toggle,
  type FieldKey,
  type SubscribeKind,
  type TreeField,
} from '@/lib/opportunities/selection';
import type { Option, OptionGroup } from '@/lib/opportunities/options';
import type { SubscriptionOptions } from '@/lib/opportunities/types';
import { BudgetSlider } from './budget-slider';
import { ChoiceChips } from './choice-chips';
import { CityPicker } from './city-picker';
import { FieldRow } from './field-row';
import { GroupedChips } from './grouped-chips';
import { notify } from './toaster';
import { track } from '@/lib/analytics/track';

interface SubscriptionFormProps {
  kind: SubscribeKind;
  jfId: number;
  bidSource?: string;
  onBack(): void;
  onSaved(): void;
}

const SAVE_FAILED = '订阅失败，请稍后再试';

type Lists = SubscriptionOptions;

/** Where each field's options come from in the channel's option lists (cities: the city picker's). */
const FLAT: Record<Exclude<FieldKey, TreeField | 'city'>, (lists: Lists) => readonly Option[] | undefined> = {
  bidSource: (l) => l.bidSources,
  businessDirection: (l) => l.businessDirections,
  purchaseUnit: (l) => l.purchaseUnits,
  receiveRequrie: (l) => l.receiveRequirements,
  residentPeriod: (l) => l.residentPeriods,
  settlementPeriod: (l) => l.settlementPeriods,
};
const TREE: Record<TreeField, (lists: Lists) => readonly OptionGroup[] | undefined> = {
  primaryClass: (l) => l.categories,
  secondClass: (l) => l.categories,
  primaryClassJob: (l) => l.jobTypes,
  secondClassJob: (l) => l.jobTypes,
};

const hintOf = (key: FieldKey) => {
  const rule = FIELD_RULES[key];
  if (rule.exclusive) return '单选';
  return rule.parent ? `每类最多${rule.max}个` : `最多${rule.max}个`;
};

/**
 * The fields of one channel (001 §3, §5): loads the option lists and the saved settings, pre-fills them
 * when in use, applies the selection rules with their toasts, checks and saves. The government bid
 * source picks the channel, and switching it loads that channel's saved settings.
 */
export function SubscriptionForm({ kind, jfId, bidSource, onBack, onSaved }: SubscriptionFormProps) {
  const [selection, setSelection] = useState(() => defaultSelection(kind, bidSource));
  const channel = channelOf(kind, selection);
  const options = useQuery({ ...subscribeOptionsQuery(channel), placeholderData: keepPreviousData });
  const saved = useSavedSubscription(channel, jfId);
  // The channel whose saved settings were last applied: each channel's once, when they arrive. A failed
  // read counts as none saved (001 §8: logged), so the form still opens.
  const [applied, setApplied] = useState<Channel | null>(null);
  if (applied !== channel && (saved.isSuccess || saved.isError)) {
    setApplied(channel);
    if (saved.isError) console.error('querySubscriptionConfigInfo', saved.error);
    if (saved.data?.channelInUse === 1) setSelection(initialSelection(kind, saved.data));
  }
  // A bid source switched to a channel whose saved settings are still on their way: saving now would
  // race their pre-fill.
  const switching = applied !== channel;
  const save = useSaveSubscription();
  const saving = useRef(false); // blocks a second press before the pending state has rendered

  const flip = (key: FieldKey, code: string) => {
    const lists = options.data;
    if (!lists) return;
    const result = isTreeField(key) ? toggle(selection, key, code, TREE[key](lists) ?? []) : toggle(selection, key, code);
    if (result.refusal === 'max') notify(result.toast);
    setSelection(result.selection);
  };

  const submit = () => {
    if (saving.current || switching) return;
    const missing = firstIncomplete(kind, selection);
    if (missing) return notify(missing);
    const parsed = subscriptionSchemaOf(channel).safeParse(toSettings(kind, selection));
    if (!parsed.success) return notify(parsed.error.issues[0]?.message ?? SAVE_FAILED);
    saving.current = true;
    save.mutate(parsed.data, {
      onSuccess: () => {
        track('subscribe', String(channel));
        onSaved();
      },
      onError: (error) => notify(error instanceof SubscribeError && error.message ? error.message : SAVE_FAILED, 'error'),
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  if (options.isError && !options.data) return <LoadFailed onRetry={() => void options.refetch()} />;
  if (!options.data || applied === null) return <FormSkeleton />;
  const lists = options.data;

  const row = (key: FieldKey | 'budget') => {
    if (key === 'budget') {
      const unit = kind === 'gov' ? '万' : '元';
      return (
        <FieldRow key={key} label={LABELS.budget} hint={kind === 'gov' ? '单位：万元' : '单位：元'}>
          <BudgetSlider value={selection.budget} limits={budgetLimits(kind)} unit={unit} onChange={(range) => setSelection((s) => setBudget(s, kind, range))} />
        </FieldRow>
      );
    }
    const rule = FIELD_RULES[key];
    const picked = selection.picks[key] ?? [];
    const onToggle = (code: string) => flip(key, code);
    let body;
    if (key === 'city') {
      body = <CityPicker hotCities={lists.hotCities} cityGroups={lists.cityGroups} picked={picked} max={rule.max} onToggle={onToggle} />;
    } else if (isTreeField(key) && rule.parent) {
      const parentLabel = FIELD_RULES[rule.parent].label;
      body = (
        <GroupedChips
          tree={TREE[key](lists) ?? []}
          groups={selection.picks[rule.parent] ?? []}
          picked={picked}
          onToggle={onToggle}
          empty={`请先选择${parentLabel}`}
          testId={`field-${key}`}
        />
      );
    } else {
      const list = isTreeField(key) ? TREE[key](lists) : FLAT[key](lists);
      body = <ChoiceChips options={list ?? []} picked={picked} onToggle={onToggle} testId={`field-${key}`} />;
    }
    return (
      <FieldRow key={key} label={rule.label} hint={hintOf(key)}>
        {body}
      </FieldRow>
    );
  };

  return (
    <>
      <div className="-mx-5 mt-3 min-h-0 flex-1 overflow-y-auto border-t border-line px-5 sm:-mx-6 sm:px-6" data-testid="subscribe-form">
        {DIALOG_LAYOUT[kind].map(row)}
      </div>
      <div className="-mx-5 flex flex-col gap-3 border-t border-line px-5 pt-4 sm:-mx-6 sm:flex-row sm:items-center sm:px-6">
        <p className="flex items-center gap-2 text-ink-muted">
          <span className="shrink-0 rounded bg-price-soft px-1.5 text-meta font-medium leading-5 text-price">限时免费</span>
          <span data-testid="price-note">
            原价<del>299元/月</del>，限时免费试用
          </span>
        </p>
        <div className="flex gap-3 sm:ml-auto">
          <button type="button" onClick={onBack} className="h-10 flex-1 rounded-card border border-line-strong px-6 text-ink hover:border-primary hover:text-primary-active sm:flex-none">
            返回
          </button>
          <button
            type="button"
            onClick={submit}
            disabled={save.isPending || switching}
            aria-busy={save.isPending}
            data-testid="subscribe-submit"
            className="h-10 flex-1 rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary disabled:cursor-wait disabled:opacity-70 sm:flex-none"
          >
            {save.isPending ? '提交中…' : '提交订阅'}
          </button>
        </div>
      </div>
    </>
  );
}

function FormSkeleton() {
  return (
    <div className="mt-3 space-y-5 border-t border-line py-5" aria-busy="true" aria-label="加载中">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid animate-pulse gap-3 sm:grid-cols-[96px_minmax(0,1fr)]">
          <div className="h-5 w-16 rounded bg-page" />
          <div className="flex flex-wrap gap-2">
            {[0, 1, 2, 3, 4].map((j) => (
              <div key={j} className="h-8 w-20 rounded-card bg-page" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="mt-3 flex flex-col items-center gap-3 border-t border-line py-10 text-ink-muted">
      <p>选项加载失败，请稍后再试</p>
      <button type="button" onClick={onRetry} className="h-9 rounded-card border border-line-strong px-5 text-ink hover:border-primary hover:text-primary-active">
        重新加载
      </button>
    </div>
  );
}
