import Link from 'next/link';

/** A queue's tabs (its statuses or filters), the current one marked as the page. */
export function QueueTabs({ label, tabs }: { label: string; tabs: { href: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.current ? 'page' : undefined}
          className={`rounded-card px-3 py-1 text-meta ${tab.current ? 'bg-primary-active text-white' : 'border border-line-strong text-ink-muted hover:text-primary-active'}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
