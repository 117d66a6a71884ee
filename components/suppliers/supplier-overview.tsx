import { Fact, FactGrid } from '@/components/detail/fact-grid';
import { LocationIcon } from '@/components/ui/icons';
import { Tag } from '@/components/ui/tag';
import { formatCapital } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import type { SupplierProfile } from '@/lib/suppliers/types';
import { SupplierLogo } from './supplier-logo';

/** Companies in business show their status in green; moved out or deregistered ones in grey. */
const ACTIVE_STATUSES = new Set(['存续', '在业']);

function Stat({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    // The number reads first, the label under it; in the markup the label comes first, as a list needs.
    // One line each: a capital such as 17100.0万 must not break before its unit on a 360 px phone.
    <div className="flex min-w-0 flex-col-reverse">
      <dt className="text-meta text-ink-faint">{label}</dt>
      <dd className={`whitespace-nowrap text-base font-semibold tabular-nums sm:text-lg ${accent ? 'text-price' : 'text-ink'}`}>{value}</dd>
    </div>
  );
}

/** The head of the supplier detail: identity, trades and forms, headline numbers, then its base facts. */
export function SupplierOverview({
  supplier,
  caseCount,
  certificateCount,
}: {
  supplier: SupplierProfile;
  caseCount: number;
  certificateCount: number;
}) {
  const place = supplier.provinceName === `${supplier.cityName}市` ? supplier.provinceName : `${supplier.provinceName} ${supplier.cityName}`;
  return (
    <header className="rounded-card border border-line bg-white">
      <div className="flex flex-col gap-5 px-4 py-5 md:flex-row md:items-start md:px-6">
        <div className="flex min-w-0 flex-1 gap-4">
          <SupplierLogo compName={supplier.compName} cityName={supplier.cityName} logo={supplier.logo} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="break-words text-xl font-semibold leading-snug md:text-2xl">
              {supplier.compName}
              <span className="ml-2 inline-block align-middle">
                <Tag tone={ACTIVE_STATUSES.has(supplier.registerStatus) ? 'success' : 'info'}>{supplier.registerStatus}</Tag>
              </span>
            </h1>
            <p className="mt-1.5 flex items-center gap-1 text-meta text-ink-muted">
              <LocationIcon className="size-3.5 shrink-0" />
              {place}
            </p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              {supplier.serviceTrade.map((t) => (
                <Tag key={t} tone="primary">
                  {t}
                </Tag>
              ))}
              {supplier.serviceForm.map((f) => (
                <Tag key={f} tone="info">
                  {f}
                </Tag>
              ))}
            </p>
          </div>
        </div>
        <dl className="grid shrink-0 grid-cols-[1.5fr_1fr_1fr_1fr] gap-2 border-t sm:gap-4 border-line pt-4 text-center md:w-[360px] md:border-t-0 md:pt-1">
          <Stat label="注册资本" value={formatCapital(supplier.registerCapital)} accent />
          <Stat label="交付项目" value={String(caseCount)} />
          <Stat label="专利软著" value={String(supplier.patentNum)} />
          <Stat label="资质证书" value={String(certificateCount)} />
        </dl>
      </div>
      <FactGrid labelWidth="8em" className="border-t border-line px-4 py-4 md:px-6" data-testid="supplier-facts">
        <Fact label="统一社会信用代码">
          <span className="break-all tabular-nums">{supplier.creditCode}</span>
        </Fact>
        <Fact label="法定代表人">{supplier.legalPerson}</Fact>
        <Fact label="注册资本">{formatCapital(supplier.registerCapital)}</Fact>
        <Fact label="成立时间">
          <time dateTime={supplier.establishTime} className="tabular-nums">
            {formatDate(supplier.establishTime)}
          </time>
        </Fact>
        <Fact label="企业规模">{supplier.compScale}</Fact>
        <Fact label="客户类型">{supplier.customerType.join('、')}</Fact>
        <Fact label="核心能力" wide>
          <span className="flex flex-wrap gap-1.5">
            {supplier.coreCompetence.map((c) => (
              <Tag key={c} tone="success">
                {c}
              </Tag>
            ))}
          </span>
        </Fact>
        <Fact label="地址" wide>
          {supplier.address}
        </Fact>
      </FactGrid>
    </header>
  );
}
