'use client';

import { useCurrentUrl } from './use-current-url';

/** The visitor's login and register links; both come back to the page they were followed from. */
export function VisitorLinks() {
  const query = new URLSearchParams({ callback: useCurrentUrl() }).toString();
  return (
    <p className="flex items-center gap-3">
      <span className="hidden text-white/60 md:inline">您好，欢迎来到云采汇！</span>
      <a href={`/login?${query}`} className="rounded px-1 text-white hover:text-primary-soft" data-testid="login-link">
        登录
      </a>
      <span aria-hidden="true" className="h-3 w-px bg-white/25" />
      <a href={`/register?${query}`} className="rounded px-1 text-primary-hover hover:text-primary-soft" data-testid="register-link">
        免费注册
      </a>
    </p>
  );
}
