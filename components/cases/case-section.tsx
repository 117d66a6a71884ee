import type { ReactNode } from 'react';
import type { CaseSectionId } from '@/lib/cases/detail-sections';

/** A detail section the tabs scroll to; the scroll margin keeps its heading clear of the sticky tabs. */
export function CaseSection({ id, title, children }: { id: CaseSectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-14 border-t border-line px-4 py-5 first-of-type:border-t-0 md:px-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <span aria-hidden className="h-4 w-1 rounded bg-primary" />
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A label and its value in the sections' definition lists. */
export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="shrink-0 text-ink-faint">{label}：</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}
