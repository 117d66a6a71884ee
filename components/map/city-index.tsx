'use client';

// The city lists of the industry map. A client component only so the page's RSC payload carries
// each city once as a compact row instead of its markup (three hundred cities, three links each).
import type { ProvinceEntry } from '@/lib/map/city-index';

const fmt = (n: number) => n.toLocaleString('zh-CN');

export interface CityIndexProps {
  provinces: ProvinceEntry[];
  /** A city sub-site's origin with `{site}` for its label, e.g. http://{site}.localhost:3000. */
  siteOrigin: string;
}

export function CityIndex({ provinces, siteOrigin }: CityIndexProps) {
  const origin = (site: string) => siteOrigin.replace('{site}', site);
  return (
    <div className="space-y-4">
      {provinces.map((p) => (
        <section
          key={p.provinceCode}
          id={`p-${p.provinceCode}`}
          aria-labelledby={`p-${p.provinceCode}-title`}
          className="scroll-mt-4 rounded-card border border-line bg-white shadow-card [content-visibility:auto] [contain-intrinsic-size:auto_240px]"
          data-testid="map-province"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-2.5">
            <h2 id={`p-${p.provinceCode}-title`} className="text-[15px] font-semibold">
              {p.provinceName}
            </h2>
            <p className="text-meta text-ink-muted">
              软件企业 <b className="font-semibold text-ink">{fmt(p.suppliers)}</b> 家 · 中标 <b className="font-semibold text-ink">{fmt(p.bids)}</b> 条 · 商机{' '}
              <b className="font-semibold text-price">{fmt(p.tenders)}</b> 条
            </p>
          </header>
          <ul className="grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-3">
            {p.cities.map(([code, name, site, suppliers, bids, tenders]) => {
              const base = origin(site);
              return (
                <li key={code} className="flex items-center justify-between gap-2 bg-white px-4 py-2" data-testid="map-city">
                  <a href={`${base}/`} className="py-1 font-medium text-ink hover:text-primary-active">
                    {name}
                  </a>
                  {/* Three list links a city: 24px targets, text only, so three hundred cities stay light. */}
                  <span className="flex gap-1 text-meta text-ink-muted">
                    <a href={`${base}/enterprise.html`} className="rounded px-1 py-1 hover:bg-primary-soft hover:text-primary-active">
                      企业 {fmt(suppliers)}
                    </a>
                    <a href={`${base}/search.html?tabIndex=0`} className="rounded px-1 py-1 hover:bg-primary-soft hover:text-primary-active">
                      中标 {fmt(bids)}
                    </a>
                    <a href={`${base}/business.html`} className="rounded px-1 py-1 text-price hover:bg-primary-soft">
                      商机 {fmt(tenders)}
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
