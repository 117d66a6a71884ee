'use client';

// The registration header (001 §2 "buyer-registration header", 002 §2): on the steps of registration
// the logo, which returns home, and the 买家注册 label take the place of the portal's header and
// navigation; the top bar above keeps the login prompt or the user menu. The choice is made from the
// path, as every header variant is (lib/nav/header-variant.ts).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import { headerVariant } from '@/lib/nav/header-variant';

function RegistrationHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="site-container flex h-16 items-center gap-3 lg:h-[72px]">
        <Link href="/" prefetch={false} className="block shrink-0 rounded" aria-label="云采汇首页">
          <StaticImage src="/images/logo.svg" alt="云采汇" width={132} height={40} loading="eager" className="block" />
        </Link>
        <span className="border-l border-line pl-3 text-[18px] font-medium text-ink">买家注册</span>
      </div>
    </header>
  );
}

/** The portal's header and navigation (`children`), or the registration header on registration pages. */
export function PortalHeaderGate({ children }: { children: ReactNode }) {
  return headerVariant(usePathname()) === 'registration' ? <RegistrationHeader /> : children;
}
