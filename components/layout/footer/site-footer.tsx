'use client';

// A client component only to keep its static markup out of every page's RSC payload (it comes with
// the JavaScript bundle once, and is cached); it renders on the server like the rest.
// The footer (000 §2, 001 §2): link groups, contact lines, QR codes, friendly links of the city and
// the legal lines.
import Link from 'next/link';
import type { FriendlyLink } from '@/lib/city/types';
import { safeLinkHref } from '@/lib/url/safe-link';
import { FOOTER_GROUPS, ONLINE_CONSULT_HREF } from '@/lib/nav/items';
import { ConsultIcon, MessageIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';
import { DOCK_ROOM } from '@/components/ui/floating-dock';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';

export interface SiteFooterProps {
  friendlyLinks: FriendlyLink[];
  site: SiteSettings;
}

// foot-link: app/globals.css (the footer holds some twenty links).
const footLink = 'foot-link';

export function SiteFooter({
  friendlyLinks,
  site,
}: SiteFooterProps) {
  const { hotline, hotlineHours, supportEmail, reportEmail, icpNumber, policeRecordNumber } = site;
  const year = 2026;
  return (
    <footer className={`render-lazy mt-10 bg-topbar ${DOCK_ROOM} text-meta text-white/70 [--render-lazy-h:900px] lg:[--render-lazy-h:420px]`}>
      <div className="site-container py-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)_auto]">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className="mb-3 text-base font-medium text-white">
                {group.title}
              </h2>
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={link.name}>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener" className={footLink}>
                        {link.name}
                      </a>
                    ) : (
                      <Link href={link.href} prefetch={false} className={footLink}>
                        {link.name}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-2 lg:col-span-1">
            <h2 id="footer-contact" className="mb-3 text-base font-medium text-white">
              联系我们
            </h2>
            <ul className="space-y-2">
              <li className="flex items-start gap-2">
                <PhoneIcon className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  服务热线：
                  <a href={telHref(hotline)} className="text-[15px] font-semibold text-white hover:underline">
                    {hotline}
                  </a>
                  <span className="block text-white/55">每日 {hotlineHours}</span>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <MessageIcon className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  客服邮箱：
                  <a href={`mailto:${supportEmail}`} className={footLink}>
                    {supportEmail}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <ShieldIcon className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  廉政举报：
                  <a href={`mailto:${reportEmail}`} className={footLink}>
                    {reportEmail}
                  </a>
                </span>
              </li>
              <li>
                <Link
                  href={ONLINE_CONSULT_HREF}
                  prefetch={false}
                  className="mt-1 inline-flex items-center gap-1.5 rounded border border-white/30 px-3 py-1 text-white hover:border-white hover:bg-white/10"
                >
                  <ConsultIcon className="size-3.5" />
                  在线咨询
                </Link>
              </li>
            </ul>
          </section>

          <div className="col-span-2 flex gap-4 sm:col-span-2 lg:col-span-1">
            <figure className="text-center">
              <StaticImage src="/images/qr-official.svg" alt="云采汇公众号二维码" width={96} height={96} className="size-24 rounded bg-white p-1.5" />
              <figcaption className="mt-1.5">关注公众号</figcaption>
            </figure>
            <figure className="text-center">
              <StaticImage src="/images/qr-app.svg" alt="云采汇 APP 下载二维码" width={96} height={96} className="size-24 rounded bg-white p-1.5" />
              <figcaption className="mt-1.5">下载APP</figcaption>
            </figure>
          </div>
        </div>

        {friendlyLinks.length > 0 && (
          <nav aria-labelledby="footer-friendly" className="mt-8 flex gap-3 border-t border-white/10 pt-5">
            <h2 id="footer-friendly" className="shrink-0 font-medium text-white">
              友情链接：
            </h2>
            <ul data-testid="friendly-links" className="flex flex-wrap gap-x-4 gap-y-1.5">
              {friendlyLinks.map((link, i) => {
                const href = safeLinkHref(link.linkUrl);
                return (
                  <li key={`${i}-${link.linkUrl}`}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener" className={footLink}>
                        {link.linkName}
                      </a>
                    ) : (
                      <span>{link.linkName}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>

      {/* Its own background: the footer renders lazily, and a contrast checker that finds it not yet
          painted measures this bar's pale text against the page instead of the footer. */}
      <div className="border-t border-white/10 bg-topbar">
        <div className="site-container flex flex-col items-center gap-1 py-4 text-center text-white/55 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-5">
          <p>© {year} 云采汇 版权所有</p>
          <p>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener" className="hover:text-white hover:underline">
              {icpNumber}
            </a>
          </p>
          <p className="flex items-center gap-1">
            <ShieldIcon className="size-3.5" />
            {policeRecordNumber ? (
              <a
                href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(policeRecordNumber.replace(/\D/g, ''))}`}
                target="_blank"
                rel="noopener"
                className="hover:text-white hover:underline"
              >
                {policeRecordNumber}
              </a>
            ) : (
              <span>公安机关备案号：备案审核中</span>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
