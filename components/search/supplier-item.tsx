'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { SupplierLogo } from '@/components/suppliers/supplier-logo';
import { formatCapital } from '@/lib/format/amount';
import { parseHighlight, stripHighlight } from '@/lib/search/highlight';
import type { SupplierHit } from '@/lib/suppliers/types';
import type { TagTone } from '@/lib/ui/tag-tone';
import { Highlighted } from './highlighted';

// tag-list and tags-<tone> (app/globals.css) style the label and the tags from the row; whole class
// names, so Tailwind finds them in this file.
const TONE_ROWS: Record<TagTone, string> = { primary: 'tag-list tags-primary', success: 'tag-list tags-success', info: 'tag-list tags-info' };

function Tags({ label, values, tone }: { label: string; values: string[]; tone: TagTone }) {
  if (values.length === 0) return null;
  return (
    <div className={TONE_ROWS[tone]}>
      <span>{`${label}：`}</span>
      {values.map((v) => (
        <span key={v}>{v}</span>
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
      {/* The parts are laid out and styled by supplier-grid (app/globals.css). */}
      <div>
        <SupplierLogo compName={name} cityName={supplier.cityName} logo={supplier.logo} size="lg" />
      </div>
      <div>
        <h3>
          <a href={`/search-supplierdetail.html?id=${supplier.compId}`}>
            <Highlighted segments={parseHighlight(supplier.compName)} />
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
