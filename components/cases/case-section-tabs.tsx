'use client';

// The detail page's section tabs (000 §2 "Tabs scroll to the sections"). They are plain anchor links,
// so they work without JavaScript; with it, they scroll smoothly and follow the reader's position.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { CaseSection, CaseSectionId } from '@/lib/cases/detail-sections';

/** How far below the viewport top a section counts as reached: the sticky bar's height plus a little. */
const REACHED_OFFSET = 64;

function currentSection(ids: CaseSectionId[]): CaseSectionId | undefined {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) return ids[ids.length - 1];
  let current = ids[0];
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= REACHED_OFFSET) current = id;
  }
  return current;
}

export function CaseSectionTabs({ sections }: { sections: CaseSection[] }) {
  const [active, setActive] = useState<CaseSectionId | undefined>(sections[0]?.id);
  // While a click scrolls, the sections it passes are not "read": keep the clicked tab lit.
  const scrollingTo = useRef<CaseSectionId | null>(null);

  useEffect(() => {
    const ids = sections.map((s) => s.id);
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!scrollingTo.current) setActive(currentSection(ids));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // A page opened at #provider starts there.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [sections]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: CaseSectionId) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollingTo.current = id;
    const release = () => {
      scrollingTo.current = null;
    };
    // scrollend is missing in older browsers and never fires when there is nothing to scroll.
    window.addEventListener('scrollend', release, { once: true });
    window.setTimeout(release, 1200);
    setActive(id);
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', `#${id}`);
  };

  return (
    <nav aria-label="案例内容" className="sticky top-0 z-20 border-b border-line bg-white">
      <ul className="scroll-row flex px-2 md:px-4">
        {sections.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              onClick={(e) => onClick(e, s.id)}
              aria-current={active === s.id ? 'location' : undefined}
              className={`relative block px-3 py-3 text-[15px] transition-colors hover:text-primary-active after:absolute after:inset-x-3 md:px-4 md:after:inset-x-4 after:bottom-0 after:h-0.5 after:rounded after:transition-colors ${
                active === s.id ? 'font-medium text-primary-active after:bg-primary' : 'text-ink-muted after:bg-transparent'
              }`}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
