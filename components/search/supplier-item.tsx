'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { SupplierLogo } from '@/components/suppliers/supplier-logo';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatCapital } from '@/lib/format/amount';
import { stripHighlight } from '@/lib/search/highlight';
import type { SupplierHit } from '@/lib/search/types';
import { Highlighted } from './highlighted';

function Tags({ label, values, tone }: { label: string; values: string[]; tone: TagTone }) {
  if (values.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-meta">
      <span className="text-ink-faint">{label}：</span>
      {values.map((v) => (
        <Tag key={v} tone={tone}>
          {v}
        </Tag>
      ))}
    </div>
  );
}

/** A supplier of the search results (000 §3). */
export function SupplierItem({ supplier }: { supplier: SupplierHit }) {
  const name = stripHighlight(supplier.compName);
  return (
    <article className="flex gap-4 border-b border-line px-5 py-4 last:border-b-0 hover:bg-primary-soft/40" data-testid="supplier-item">
      <SupplierLogo compName={name} cityName={supplier.cityName} logo={supplier.logo} size="lg" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="text-base font-medium leading-snug">
          <a href={`/search-supplierdetail.html?id=${supplier.compId}`} className="hover:text-primary-active">
            <Highlighted html={supplier.compName} />
          </a>
        </h3>
        <Tags label="服务行业" values={supplier.serviceTrade} tone="primary" />
        <Tags label="核心能力" values={supplier.coreCompetence} tone="success" />
        <Tags label="服务形式" values={supplier.serviceForm} tone="info" />
        <p className="text-meta text-ink-faint sm:hidden">
          注册资本 <span className="text-price">{formatCapital(supplier.registerCapital)}</span> · {supplier.compScale} · 案例 {supplier.caseCount}
        </p>
      </div>
      <dl className="hidden w-44 shrink-0 space-y-1 text-meta sm:block">
        <div>
          <dt className="inline text-ink-faint">注册资本：</dt>
          <dd className="inline font-medium text-price" data-testid="supplier-capital">{formatCapital(supplier.registerCapital)}</dd>
        </div>
        <div>
          <dt className="inline text-ink-faint">企业规模：</dt>
          <dd className="inline text-ink-muted" data-testid="supplier-scale">{supplier.compScale}</dd>
        </div>
        <div>
          <dt className="inline text-ink-faint">案例数：</dt>
          <dd className="inline text-ink-muted" data-testid="supplier-cases">{supplier.caseCount}</dd>
        </div>
        <div>
          <dt className="inline text-ink-faint">所在地：</dt>
          <dd className="inline text-ink-muted">{supplier.cityName}</dd>
        </div>
      </dl>
    </article>
  );
}
