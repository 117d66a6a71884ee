'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { SupplierLogo } from '@/components/suppliers/supplier-logo';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatCapital } from '@/lib/format/amount';
import { stripHighlight } from '@/lib/search/highlight';
import type { SupplierHit } from '@/lib/suppliers/types';
import { Highlighted } from './highlighted';

function Tags({ label, values, tone }: { label: string; values: string[]; tone: TagTone }) {
  if (values.length === 0) return null;
  return (
    <div className="tag-row">
      <span className="text-ink-faint">{`${label}：`}</span>
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
    // One set of facts: a column on the right from sm up, a wrapping line under the tags on phones.
    <article
      className="result-row supplier-grid"
      data-testid="supplier-item"
    >
      <div className="row-span-2 sm:row-span-1">
        <SupplierLogo compName={name} cityName={supplier.cityName} logo={supplier.logo} size="lg" />
      </div>
      <div className="min-w-0 space-y-1.5">
        <h3 className="text-base font-medium leading-snug">
          <a href={`/search-supplierdetail.html?id=${supplier.compId}`} className="hover:text-primary-active">
            <Highlighted html={supplier.compName} />
          </a>
        </h3>
        <Tags label="服务行业" values={supplier.serviceTrade} tone="primary" />
        <Tags label="核心能力" values={supplier.coreCompetence} tone="success" />
        <Tags label="服务形式" values={supplier.serviceForm} tone="info" />
      </div>
      <dl className="facts supplier-facts">
        <div>
          <dt>注册资本：</dt>
          <dd className="font-medium text-price" data-testid="supplier-capital">{formatCapital(supplier.registerCapital)}</dd>
        </div>
        <div>
          <dt>企业规模：</dt>
          <dd data-testid="supplier-scale">{supplier.compScale}</dd>
        </div>
        <div>
          <dt>案例数：</dt>
          <dd data-testid="supplier-cases">{supplier.caseCount}</dd>
        </div>
        <div>
          <dt>所在地：</dt>
          <dd>{supplier.cityName}</dd>
        </div>
      </dl>
    </article>
  );
}
