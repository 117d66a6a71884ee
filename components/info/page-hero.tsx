import type { ReactNode } from 'react';

// The banner at the top of the portal's own pages (direct purchase, outsourcing, tools, about, app).
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-r from-[#0b4fd6] via-primary to-[#3b8cff] text-white">
      <div className="site-container py-10">
        <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-white/85">{lead}</p>
        {children && <div className="mt-5 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

export const heroPrimary = 'flex h-10 items-center rounded-card bg-white px-5 font-medium text-primary-active hover:bg-primary-soft';
export const heroSecondary = 'flex h-10 items-center rounded-card border border-white/70 px-5 font-medium text-white hover:bg-white/10';
