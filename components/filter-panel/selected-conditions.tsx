// The 已选条件 row: every selected condition with a link removing it, and 清除全部.
import Link from 'next/link';
import type { PanelModel } from '@/lib/filter-panel/model';
import { CloseIcon } from '@/components/ui/icons';

export function SelectedConditions({ items, clear }: NonNullable<PanelModel['conditions']>) {
  return (
    <div data-testid="filter-selected" className="flex flex-wrap items-start gap-x-3 gap-y-2 border-t border-line px-4 py-2.5">
      <span className="shrink-0 pt-0.5 text-ink-muted">已选条件：</span>
      <ul aria-label="已选条件" className="flex min-w-0 flex-1 flex-wrap gap-2">
        {items.map(([field, label, href]) => (
          <li key={href}>
            <Link
              href={href}
              scroll={false}
              prefetch={false}
              aria-label={`移除条件 ${field}：${label}`}
              className="inline-flex items-center gap-1 rounded border border-primary/30 bg-primary-soft px-2 py-0.5 text-meta text-primary-active hover:border-primary"
            >
              <span className="shrink-0 text-ink-muted">{`${field}：`}</span>
              {label}
              <CloseIcon className="size-3" />
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clear} scroll={false} prefetch={false} data-testid="filter-clear" className="shrink-0 pt-0.5 text-meta text-ink-muted hover:text-primary-active">
        清除全部
      </Link>
    </div>
  );
}
