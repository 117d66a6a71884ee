// The frame of the login and register pages: a brand band with one centred white card.
import type { ReactNode } from 'react';
import { CheckIcon, SearchIcon, ShieldIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';

const PROMISES = [
  { icon: SearchIcon, text: '百万级中标数据检索' },
  { icon: CheckIcon, text: '优质软件服务商直连' },
  { icon: ShieldIcon, text: '信息加密 安全合规' },
];

export interface AuthShellProps {
  title: string;
  /** Shown above the card's form, e.g. the registration steps. */
  lead?: ReactNode;
  /** Below the form, under a rule: links to the other account page. */
  footer?: ReactNode;
  /** A wider card, for a form of many rows (activation, 002 §3). */
  wide?: boolean;
  children: ReactNode;
}

export function AuthShell({ title, lead, footer, wide = false, children }: AuthShellProps) {
  return (
    <div className="relative overflow-hidden bg-[linear-gradient(135deg,#0a3a86_0%,#0958d9_48%,#4096ff_100%)]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,#fff_1px,transparent_0)] [background-size:24px_24px]"
      />
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-32 size-96 rounded-full bg-white/10 blur-2xl" />
      <div className="site-container relative flex flex-col items-center py-8 sm:py-12">
        <div className="mb-6 text-center text-white">
          <p className="text-[20px] font-semibold tracking-wide sm:text-[24px]">政企数字化采购，就上云采汇</p>
          <p className="mt-1 text-white/75">查中标 · 找服务商 · 看案例，一站式软件与数字化服务采购</p>
        </div>
        <section aria-labelledby="auth-title" className={`w-full ${wide ? 'max-w-[760px]' : 'max-w-[420px]'} rounded-card bg-white px-5 py-6 shadow-pop sm:px-8 sm:py-8`}>
          <div className="mb-6 flex items-center gap-3">
            <StaticImage src="/images/logo.svg" alt="云采汇" width={106} height={32} loading="eager" className="block" />
            <h1 id="auth-title" className="border-l border-line pl-3 text-[18px] font-semibold text-ink">
              {title}
            </h1>
          </div>
          {lead}
          {children}
          {footer && <div className="mt-6 border-t border-line pt-4 text-center text-ink-muted">{footer}</div>}
        </section>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-meta text-white/85">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5">
              <Icon className="size-4 text-white/70" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
