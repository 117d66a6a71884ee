import { formatCount } from '@/lib/format/count';

export interface SectionLink {
  id: string;
  label: string;
  /** The section's total, shown in the tab (999+ at 999 or more). */
  count?: number;
}

/**
 * Tabs that jump to the page's sections: plain anchor links in a bar that stays at the top while the
 * sections scroll by, so they work without JavaScript.
 */
export function SectionNav({ label, links }: { label: string; links: SectionLink[] }) {
  return (
    <nav aria-label={label} className="sticky top-0 z-20 rounded-card border border-line bg-white shadow-card">
      <ul className="scroll-row flex px-1 md:px-2">
        {links.map((link) => (
          <li key={link.id} className="shrink-0">
            <a
              href={`#${link.id}`}
              className="block whitespace-nowrap px-3 py-3 text-[15px] text-ink-muted transition-colors hover:text-primary-active md:px-4"
            >
              {link.label}
              {link.count !== undefined && <span className="ml-1 text-meta text-ink-faint">{formatCount(link.count)}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
