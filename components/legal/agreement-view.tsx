import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import type { Agreement } from '@/lib/legal/agreements';

/** An agreement page: breadcrumb, title, preamble and numbered clauses, readable on any screen. */
export function AgreementView({ agreement, crumbs }: { agreement: Agreement; crumbs: Crumb[] }) {
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[...crumbs, { label: agreement.title }]} />
      <article className="mx-auto mt-4 max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
        <h1 className="text-center text-[22px] font-semibold">{agreement.title}</h1>
        <p className="mt-4 leading-7 text-ink-muted">{agreement.preamble}</p>
        {agreement.clauses.map(([title, text]) => (
          <section key={title} className="mt-5">
            <h2 className="text-[16px] font-semibold">{title}</h2>
            <p className="mt-2 leading-7 text-ink-muted">{text}</p>
          </section>
        ))}
        {agreement.footer && <p className="mt-8 text-right text-meta text-ink-faint">{agreement.footer}</p>}
      </article>
    </div>
  );
}
