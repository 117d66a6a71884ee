'use client';

// The result cards as one client component: the page's RSC payload then carries the ten items as data
// instead of their markup a second time (docs/decisions/0003), as the search results do.
import type { SolutionListItem } from '@/lib/solutions/types';
import { SolutionCard } from './solution-card';

export function SolutionCards({ items }: { items: SolutionListItem[] }) {
  return (
    <ul data-testid="solution-list">
      {items.map((item) => (
        <li key={item.originIdSec}>
          <SolutionCard item={item} />
        </li>
      ))}
    </ul>
  );
}
