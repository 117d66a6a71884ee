import type { OptionGroup } from '@/lib/opportunities/options';
import { ChoiceChips } from './choice-chips';

interface GroupedChipsProps {
  tree: readonly OptionGroup[];
  /** The picked first-level codes: only their children are offered. */
  groups: readonly string[];
  picked: readonly string[];
  onToggle(code: string): void;
  /** Shown while no first level is picked. */
  empty: string;
  testId: string;
}

/** Second-level choices, one row per picked first-level group (at most 3 picks in each). */
export function GroupedChips({ tree, groups, picked, onToggle, empty, testId }: GroupedChipsProps) {
  const shown = tree.filter((g) => groups.includes(g.code));
  if (shown.length === 0) return <p className="pt-1 text-ink-faint">{empty}</p>;
  return (
    <div className="space-y-3" data-testid={testId}>
      {shown.map((group) => (
        <div key={group.code} className="rounded-card bg-page px-3 py-2.5">
          <p className="mb-2 text-meta text-ink-muted">{group.name}</p>
          <ChoiceChips options={group.children} picked={picked} onToggle={onToggle} testId={`${testId}-${group.code}`} />
        </div>
      ))}
    </div>
  );
}
