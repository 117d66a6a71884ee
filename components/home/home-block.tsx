import type { ReactNode } from 'react';

/** One block of the home page: its title, the link to the full list, and its content. */
export function HomeBlock({ id, title, more, moreLabel = '查看更多', children, className = '' }: { id: string; title: string; more: string; moreLabel?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-card border border-line bg-white ${className}`}>
      <header className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <a href={more} className="text-meta text-primary-active hover:underline">
          {moreLabel}
        </a>
      </header>
      {children}
    </section>
  );
}

export function EmptyBlock() {
  return <p className="px-5 py-10 text-center text-ink-faint">未找到匹配的内容</p>;
}
