import type { FilterField } from '@/lib/filter-panel/types';
import { LABEL_TITLES, LABEL_VISIBLE, labelsOf, type SearchType } from './labels';
import { estimateText } from './counts';
import type { LabelValue } from './types';

/**
 * The filter panel of a search tab, built from the labels the search answered. Selected values come
 * first; one the current answer no longer counts stays listed (with 0) so it can be removed. Counts of
 * an `approximate` answer are estimates and read 约.
 */
export function searchFilterFields(
  type: SearchType,
  labels: Record<string, LabelValue[]>,
  filter: Record<string, string[]>,
  approximate = false,
): FilterField[] {
  return labelsOf(type).map((name) => {
    const values = labels[name] ?? [];
    const known = new Set(values.map((v) => v.key));
    const chosen = new Set(filter[name] ?? []);
    const missing = [...chosen].filter((k) => !known.has(k)).map((key) => ({ key, count: 0 }));
    // The chosen values lead the row, so a choice is in sight without opening 更多: a folded group that
    // starts open would also put its every link (a city label has about 190) into the page.
    const ordered = [...values.filter((v) => chosen.has(v.key)), ...missing, ...values.filter((v) => !chosen.has(v.key))];
    const visible = LABEL_VISIBLE[name];
    return {
      fieldName: name,
      label: LABEL_TITLES[name],
      default: 'all',
      multiple: true,
      collapsible: true,
      items: [
        { key: 'all', label: '全部' },
        ...ordered.map((v, i) => ({
          key: v.key,
          label: v.key,
          count: approximate && v.count > 0 ? estimateText(v.count) : v.count,
          hide: visible !== undefined && i >= visible,
        })),
      ],
    };
  });
}
