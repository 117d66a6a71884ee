'use client';

// The body of the 404 page: an illustration, the message and the ways back. A client component: the
// root layout's not-found tree travels in every page's RSC payload, as a reference instead of markup.
import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons';

function Illustration() {
  return (
    <svg viewBox="0 0 360 200" width="360" height="200" role="img" aria-label="404" className="h-auto w-full max-w-[360px]">
      <ellipse cx="180" cy="182" rx="150" ry="10" fill="#e5e6eb" />
      <text x="180" y="140" textAnchor="middle" fontSize="132" fontWeight="800" fill="#e6f4ff" fontFamily="Arial, Helvetica, sans-serif">
        404
      </text>
      <text x="180" y="134" textAnchor="middle" fontSize="132" fontWeight="800" fill="none" stroke="#1677ff" strokeWidth="3" fontFamily="Arial, Helvetica, sans-serif">
        404
      </text>
      {/* A magnifier searching the empty page. */}
      <g transform="translate(250 40) rotate(12)">
        <circle cx="0" cy="0" r="30" fill="#ffffff" fillOpacity="0.85" stroke="#0958d9" strokeWidth="7" />
        <path d="M21 21 L46 46" stroke="#0958d9" strokeWidth="10" strokeLinecap="round" />
        <path d="M-14 -8 A16 16 0 0 1 -4 -16" stroke="#91caff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
      <circle cx="58" cy="44" r="6" fill="#91caff" />
      <circle cx="318" cy="128" r="4" fill="#e8380d" fillOpacity="0.6" />
      <circle cx="36" cy="150" r="3" fill="#1677ff" fillOpacity="0.5" />
    </svg>
  );
}

export function NotFoundView() {
  return (
    <section className="site-container py-12 md:py-20">
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-card bg-white px-6 py-10 text-center shadow-card md:py-14">
        <Illustration />
        <h1 className="mt-6 text-[20px] font-semibold text-ink md:text-[22px]">抱歉，您访问的页面不存在</h1>
        <p className="mt-2 text-ink-muted">页面可能已经删除、更名或暂时不可用，请检查地址是否正确。</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className="rounded-card bg-primary-active px-6 py-2 font-medium text-white hover:bg-primary">
            返回首页
          </Link>
          <Link
            href="/search.html"
            className="inline-flex items-center gap-1.5 rounded-card border border-line-strong bg-white px-6 py-2 text-ink hover:border-primary hover:text-primary-active"
          >
            <SearchIcon className="size-4" />
            去搜索
          </Link>
        </div>
      </div>
    </section>
  );
}
