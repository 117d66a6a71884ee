import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { mapTotals, type ProvinceEntry } from '@/lib/map/city-index';
import { CityIndex } from './city-index';

function Stat({ label, value, unit }: { label: string; value: number; unit: string }) {
  return (
    <div className="rounded-card bg-white/80 px-4 py-3">
      <dt className="text-meta text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold tabular-nums text-primary-active">
        {value.toLocaleString('zh-CN')}
        <span className="ml-0.5 text-meta font-normal text-ink-muted">{unit}</span>
      </dd>
    </div>
  );
}

/** 地图 (/jfMap.html): suppliers, winning bids and tender opportunities by province and city. */
export function MapView({ provinces, siteOrigin }: { provinces: ProvinceEntry[]; siteOrigin: string }) {
  const totals = mapTotals(provinces);
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '软件产业地图' }]} />
      <header className="mt-3 rounded-card border border-line bg-gradient-to-r from-primary-soft to-white px-4 py-5 shadow-card sm:px-6">
        <h1 className="text-xl font-semibold">软件产业地图</h1>
        <p className="mt-1 text-meta text-ink-muted">各省市软件企业、中标信息与政府采购商机分布，点击城市进入该城市分站查看</p>
        <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="map-totals">
          <Stat label="软件企业" value={totals.suppliers} unit="家" />
          <Stat label="中标信息" value={totals.bids} unit="条" />
          <Stat label="软件商机" value={totals.tenders} unit="条" />
          <Stat label="覆盖城市" value={totals.cities} unit="个" />
        </dl>
      </header>
      {provinces.length === 0 ? (
        <EmptyState className="mt-4 rounded-card border border-line bg-white" />
      ) : (
        <>
          <nav aria-label="按省份查看" className="mt-4 rounded-card border border-line bg-white px-4 py-3">
            <ul className="flex flex-wrap gap-x-3 gap-y-1.5 text-meta">
              {provinces.map((p) => (
                <li key={p.provinceCode}>
                  <a href={`#p-${p.provinceCode}`} className="rounded px-1 text-ink hover:bg-primary-soft hover:text-primary-active">
                    {p.provinceName}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4">
            <CityIndex provinces={provinces} siteOrigin={siteOrigin} />
          </div>
        </>
      )}
    </div>
  );
}
