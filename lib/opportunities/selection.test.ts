import { describe, expect, it } from 'vitest';
import { JOB_TYPES, SERVICE_CATEGORIES } from './options';
import { govSubscriptionSchema, manpowerSubscriptionSchema, softwareSubscriptionSchema } from './schemas';
import {
  DIALOG_FIELDS,
  channelOf,
  defaultSelection,
  firstIncomplete,
  initialSelection,
  isTreeField,
  setBudget,
  toSettings,
  toggle,
  type FieldKey,
  type Selection,
} from './selection';
import type { SavedSubscription } from './types';

/** Applies toggles one after the other, failing on a refusal. */
function pick(selection: Selection, key: FieldKey, codes: string[], tree = SERVICE_CATEGORIES): Selection {
  return codes.reduce((s, code) => {
    const result = flip(s, key, code, tree);
    expect(result.refusal, `${key} ${code}`).toBeNull();
    return result.selection;
  }, selection);
}

/** toggle() for any field, with the tree where the field has one. */
const flip = (s: Selection, key: FieldKey, code: string, tree = SERVICE_CATEGORIES) =>
  isTreeField(key) ? toggle(s, key, code, tree) : toggle(s, key, code);

const cities = ['500100', '510100', '110100', '310100', '440100', '440300', '330100', '420100', '320100', '610100', '120100'];

describe('multi-choice fields (001 §5)', () => {
  it('adds up to the most and refuses the next with the {label}(最多{n}个) toast', () => {
    const full = pick(defaultSelection('gov'), 'businessDirection', ['rjkf', 'xtjc', 'xxaq']);
    const refused = toggle(full, 'businessDirection', 'ywfw');
    expect(refused).toEqual({ selection: full, refusal: 'max', toast: '业务方向(最多3个)' });
    expect(toggle(pick(defaultSelection('gov'), 'purchaseUnit', ['djjg', 'sydw', 'gyqy']), 'purchaseUnit', 'yljg')).toMatchObject({ toast: '采购单位(最多3个)' });
  });

  it('allows 10 cities and refuses the 11th', () => {
    const ten = pick(defaultSelection('software'), 'city', cities.slice(0, 10));
    expect(ten.picks.city).toHaveLength(10);
    expect(toggle(ten, 'city', cities[10]!)).toMatchObject({ refusal: 'max', toast: '城市(最多10个)' });
  });

  it('has the most of each field as the spec gives it', () => {
    const software = pick(defaultSelection('software'), 'primaryClass', ['dev', 'design', 'data']);
    expect(toggle(software, 'primaryClass', 'test', SERVICE_CATEGORIES)).toMatchObject({ toast: '服务类别(最多3个)' });
    const manpower = pick(defaultSelection('manpower'), 'primaryClassJob', ['job-dev', 'job-qa', 'job-ops'], JOB_TYPES);
    expect(toggle(manpower, 'primaryClassJob', 'job-pm', JOB_TYPES)).toMatchObject({ toast: '岗位类别(最多3个)' });
    const settled = pick(defaultSelection('manpower'), 'settlementPeriod', ['s1', 's2', 's3']);
    expect(toggle(settled, 'settlementPeriod', 's4')).toMatchObject({ toast: '结算周期(最多3个)' });
  });

  it('removes a pick while others remain, but never the last one', () => {
    const two = pick(defaultSelection('gov'), 'city', ['500100', '510100']);
    const one = toggle(two, 'city', '500100');
    expect(one.refusal).toBeNull();
    expect(one.selection.picks.city).toEqual(['510100']);
    expect(toggle(one.selection, 'city', '510100')).toEqual({ selection: one.selection, refusal: 'last' });
  });

  it('leaves the selection it was given untouched', () => {
    const before = pick(defaultSelection('gov'), 'city', ['500100']);
    const frozen = JSON.stringify(before);
    toggle(before, 'city', '510100');
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('exclusive fields (001 §5)', () => {
  it.each([
    ['bidSource', '2', '1'],
    ['receiveRequrie', '1', '2'],
    ['residentPeriod', 'r1', 'r3'],
  ] as const)('%s: picking %s then %s replaces, and the choice cannot be removed', (key, first, second) => {
    const once = pick({ picks: {}, budget: [0, 0] }, key, [first]);
    const replaced = toggle(once, key, second);
    expect(replaced.refusal).toBeNull();
    expect(replaced.selection.picks[key]).toEqual([second]);
    expect(toggle(replaced.selection, key, second).refusal).toBe('last');
  });
});

describe('second-level picks (001 §5)', () => {
  const withGroups = pick(defaultSelection('software'), 'primaryClass', ['dev', 'design']);

  it('allows 3 per first-level group, counted per group', () => {
    const three = pick(withGroups, 'secondClass', ['dev-web', 'dev-app', 'dev-mini']);
    expect(toggle(three, 'secondClass', 'dev-sys', SERVICE_CATEGORIES)).toMatchObject({ refusal: 'max', toast: '细分类别(最多3个)' });
    const other = pick(three, 'secondClass', ['design-ui', 'design-ux', 'design-vi']);
    expect(other.picks.secondClass).toHaveLength(6);
  });

  it('refuses a child of a group that is not picked', () => {
    expect(toggle(withGroups, 'secondClass', 'data-bi', SERVICE_CATEGORIES).refusal).toBe('orphan');
    expect(toggle(withGroups, 'secondClass', 'nope', SERVICE_CATEGORIES).refusal).toBe('orphan');
  });

  it('drops the children of a group when the group is unpicked', () => {
    const withChildren = pick(withGroups, 'secondClass', ['dev-web', 'design-ui']);
    const dropped = toggle(withChildren, 'primaryClass', 'dev', SERVICE_CATEGORIES);
    expect(dropped.selection.picks).toMatchObject({ primaryClass: ['design'], secondClass: ['design-ui'] });
  });

  it('works the same for manpower job types with its label', () => {
    const jobs = pick(defaultSelection('manpower'), 'primaryClassJob', ['job-dev'], JOB_TYPES);
    const three = pick(jobs, 'secondClassJob', ['job-java', 'job-fe', 'job-py'], JOB_TYPES);
    expect(toggle(three, 'secondClassJob', 'job-go', JOB_TYPES)).toMatchObject({ toast: '细分岗位(最多3个)' });
    const two = pick(three, 'primaryClassJob', ['job-qa'], JOB_TYPES);
    expect(toggle(two, 'primaryClassJob', 'job-dev', JOB_TYPES).selection.picks.secondClassJob).toEqual([]);
  });
});

describe('submit check (001 §5)', () => {
  it('names the first empty field in the dialog order', () => {
    const gov = defaultSelection('gov');
    expect(firstIncomplete('gov', gov)).toBe('请完善城市!');
    const withCity = pick(gov, 'city', ['500100']);
    expect(firstIncomplete('gov', withCity)).toBe('请完善业务方向!');
    const withDirection = pick(withCity, 'businessDirection', ['rjkf']);
    expect(firstIncomplete('gov', withDirection)).toBe('请完善采购单位!');
    expect(firstIncomplete('gov', pick(withDirection, 'purchaseUnit', ['djjg']))).toBeNull();
  });

  it('walks each dialog in its own order', () => {
    const labels = (kind: 'software' | 'manpower', keys: FieldKey[], trees = SERVICE_CATEGORIES) => {
      let s = defaultSelection(kind);
      const seen: (string | null)[] = [];
      const codes: Partial<Record<FieldKey, string>> = {
        primaryClass: 'dev', secondClass: 'dev-web', receiveRequrie: '1', city: '500100',
        primaryClassJob: 'job-dev', secondClassJob: 'job-java', residentPeriod: 'r1', settlementPeriod: 's1',
      };
      for (const key of keys) {
        seen.push(firstIncomplete(kind, s));
        s = pick(s, key, [codes[key]!], trees);
      }
      seen.push(firstIncomplete(kind, s));
      return seen;
    };
    expect(labels('software', [...DIALOG_FIELDS.software])).toEqual(['请完善服务类别!', '请完善细分类别!', '请完善接单要求!', '请完善城市!', null]);
    expect(labels('manpower', [...DIALOG_FIELDS.manpower], JOB_TYPES)).toEqual(['请完善岗位类别!', '请完善细分岗位!', '请完善驻场周期!', '请完善结算周期!', '请完善城市!', null]);
  });
});

describe('defaults and pre-fill (001 §4, §9)', () => {
  it('starts with the budget defaults and the given bid source', () => {
    expect(defaultSelection('gov')).toEqual({ picks: { bidSource: ['2'] }, budget: [0, 100] });
    expect(defaultSelection('gov', '1').picks.bidSource).toEqual(['1']);
    expect(defaultSelection('software')).toEqual({ picks: {}, budget: [0, 50_000] });
    expect(defaultSelection('manpower').budget).toEqual([0, 50_000]);
  });

  const saved: SavedSubscription = {
    channel: 3,
    channelInUse: 1,
    settings: { channel: 3, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg', 'sydw'], budgetStart: 10, budgetEnd: 200 },
    updatedAt: '2026-05-01 10:00:00',
  };

  it('pre-fills from a saved subscription in use, the bid source from its channel', () => {
    expect(initialSelection('gov', saved)).toEqual({
      picks: { bidSource: ['1'], city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg', 'sydw'] },
      budget: [10, 200],
    });
  });

  it('ignores one that is missing, not in use, or of another dialog', () => {
    expect(initialSelection('gov', null, '1')).toEqual(defaultSelection('gov', '1'));
    expect(initialSelection('gov', undefined)).toEqual(defaultSelection('gov'));
    expect(initialSelection('gov', { ...saved, channelInUse: 0 }, '2')).toEqual(defaultSelection('gov', '2'));
    expect(initialSelection('software', saved)).toEqual(defaultSelection('software'));
  });

  it('pre-fills software and manpower fields', () => {
    const software: SavedSubscription = {
      channel: 1,
      channelInUse: 1,
      settings: { channel: 1, primaryClass: ['dev'], secondClass: ['dev-app'], receiveRequrie: ['2'], city: ['510100'], budgetStart: 1000, budgetEnd: 9000 },
      updatedAt: '',
    };
    expect(initialSelection('software', software).picks).toEqual({ primaryClass: ['dev'], secondClass: ['dev-app'], receiveRequrie: ['2'], city: ['510100'] });
  });
});

describe('budget and save body', () => {
  it('keeps the range on steps, inside the limits and in order', () => {
    const gov = defaultSelection('gov');
    expect(setBudget(gov, 'gov', [7, 1200]).budget).toEqual([5, 1000]);
    expect(setBudget(gov, 'gov', [300, 20]).budget).toEqual([20, 300]);
    expect(setBudget(defaultSelection('software'), 'software', [-5, 123_456]).budget).toEqual([0, 123_000]);
  });

  it('builds bodies the server schemas accept, on the channel of the bid source', () => {
    let gov = pick(defaultSelection('gov'), 'businessDirection', ['rjkf']);
    gov = pick(pick(gov, 'purchaseUnit', ['djjg']), 'city', ['500100']);
    expect(govSubscriptionSchema.parse(toSettings('gov', gov))).toMatchObject({ channel: 4, budgetStart: 0, budgetEnd: 100 });
    const third = toggle(gov, 'bidSource', '1').selection;
    expect(channelOf('gov', third)).toBe(3);
    expect(govSubscriptionSchema.parse(toSettings('gov', third)).channel).toBe(3);

    let software = pick(defaultSelection('software'), 'primaryClass', ['dev']);
    software = pick(pick(pick(software, 'secondClass', ['dev-web']), 'receiveRequrie', ['1']), 'city', ['500100']);
    expect(softwareSubscriptionSchema.parse(toSettings('software', software))).toMatchObject({ channel: 1, budgetEnd: 50_000 });

    let manpower = pick(defaultSelection('manpower'), 'primaryClassJob', ['job-dev'], JOB_TYPES);
    manpower = pick(manpower, 'secondClassJob', ['job-java'], JOB_TYPES);
    manpower = pick(pick(pick(manpower, 'residentPeriod', ['r2']), 'settlementPeriod', ['s1', 's2']), 'city', ['500100']);
    expect(manpowerSubscriptionSchema.parse(toSettings('manpower', manpower))).toMatchObject({ channel: 2, settlementPeriod: ['s1', 's2'] });
  });
});
