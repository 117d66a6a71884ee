// A solution's detail page (/solution-detail.html and /scheme-detail.html, 001 §2): what a buyer
// needs to decide, in the order they ask it: what it is and costs and who offers it, the problem it
// solves, the results, why this one, delivery and after-sale terms, what it is built on, for whom,
// the supplier's manual and demo, then similar solutions.
import type { ReactNode } from 'react';
import { DetailSection } from '@/components/detail/detail-section';
import { Fact, FactGrid } from '@/components/detail/fact-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { ORIGIN_TAG_LABELS, priceText } from '@/lib/solutions/display';
import { categoryListHref, solutionBreadcrumb } from '@/lib/solutions/seo';
import type { SolutionDetail } from '@/lib/solutions/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { RelatedSolutions } from './related-solutions';

/** Only http(s) addresses a supplier typed become links. */
const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text) return null;
  return (
    <DetailSection id={id} title={title}>
      <p className="whitespace-pre-line leading-7 text-ink-muted">{text}</p>
    </DetailSection>
  );
}

function Tags({ items, tone }: { items: string[]; tone: 'primary' | 'success' | 'info' }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((t) => (
        <Tag key={t} tone={tone}>
          {t}
        </Tag>
      ))}
    </span>
  );
}

function Provider({ detail }: { detail: SolutionDetail }): ReactNode {
  return detail.supplierId ? (
    <a href={supplierDetailHref(detail.supplierId)} data-testid="provider-link" className="text-primary-active hover:underline">
      {detail.serviceProvider}
    </a>
  ) : (
    detail.serviceProvider
  );
}

export function SolutionDetailView({ detail }: { detail: SolutionDetail }) {
  const preferred = detail.originTag === 2;
  const demo = safeLink(detail.demoLink);
  const sameCategory = categoryListHref(detail.firstCategoryCode, detail.secondCategoryCode);
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={solutionBreadcrumb(detail)} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_290px]">
        <div className="min-w-0 space-y-4">
          <article data-testid="solution-detail" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <h1 className="text-xl font-semibold leading-snug sm:text-2xl">
              {detail.serviceName}
              <span
                className={`ml-2 inline-block rounded px-1.5 py-px align-middle text-meta font-normal ${preferred ? 'bg-price-soft text-price' : 'bg-primary-soft text-primary-active'}`}
              >
                {ORIGIN_TAG_LABELS[detail.originTag]}
              </span>
            </h1>
            <div className="tag-row mt-3">
              <Tag>{detail.firstCategoryName}</Tag>
              {detail.secondCategoryName && <Tag tone="info">{detail.secondCategoryName}</Tag>}
            </div>
            <p className="mt-3 leading-7 text-ink-muted">{detail.serviceDesc}</p>
            <div className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-card bg-price-soft/60 px-4 py-3">
              <div>
                <div className="text-meta text-ink-muted">参考价格</div>
                <div data-testid="detail-price" className="text-2xl font-semibold tabular-nums text-price">
                  {priceText(detail.servicePrice)}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {detail.supplierId && (
                  <a href={supplierDetailHref(detail.supplierId)} className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary">
                    联系服务商
                  </a>
                )}
                <a href={sameCategory} className="text-meta text-primary-active hover:underline">
                  更多同类方案 ›
                </a>
              </div>
            </div>
            <FactGrid className="mt-4" labelWidth="5em" data-testid="detail-facts">
              <Fact label="服务商">
                <Provider detail={detail} />
              </Fact>
              <Fact label="交付周期">{detail.deliveryCycle ?? '-'}</Fact>
              <Fact label="所在城市">{detail.cityName ?? '-'}</Fact>
              <Fact label="发布时间">{formatDate(detail.publishTime)}</Fact>
              <Fact label="方案来源">{ORIGIN_TAG_LABELS[detail.originTag]}</Fact>
              <Fact label="方案分类">{[detail.firstCategoryName, detail.secondCategoryName].filter(Boolean).join(' / ')}</Fact>
            </FactGrid>
          </article>
          <TextSection id="problem" title="解决的问题" text={detail.solveProblem} />
          <TextSection id="results" title="实现效果" text={detail.achieveResults} />
          <TextSection id="advantages" title="方案优势" text={detail.advantages} />
          {(detail.deliveryCycle || detail.afterSaleService) && (
            <DetailSection id="service" title="交付与售后">
              <FactGrid labelWidth="5em" className="!grid-cols-1">
                <Fact label="交付周期" wide>
                  {detail.deliveryCycle ?? '-'}
                </Fact>
                <Fact label="售后服务" wide>
                  {detail.afterSaleService ?? '-'}
                </Fact>
              </FactGrid>
            </DetailSection>
          )}
          {(detail.technologies.length > 0 || detail.customerTypes.length > 0) && (
            <DetailSection id="fit" title="技术与适用客户">
              <FactGrid labelWidth="6em" className="!grid-cols-1">
                {detail.technologies.length > 0 && (
                  <Fact label="使用技术" wide>
                    <Tags items={detail.technologies} tone="primary" />
                  </Fact>
                )}
                {detail.customerTypes.length > 0 && (
                  <Fact label="服务客户类型" wide>
                    <Tags items={detail.customerTypes} tone="success" />
                  </Fact>
                )}
              </FactGrid>
            </DetailSection>
          )}
          {(detail.manual || demo) && (
            <DetailSection id="materials" title="产品资料">
              <ul className="space-y-2">
                {detail.manual && (
                  <li>
                    <a href={detail.manual.href} download data-testid="manual-link" className="text-primary-active hover:underline">
                      下载：{detail.manual.name}
                    </a>
                  </li>
                )}
                {demo && (
                  <li>
                    <a href={demo} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary-active hover:underline">
                      在线演示：{demo}
                    </a>
                  </li>
                )}
              </ul>
            </DetailSection>
          )}
        </div>
        <aside aria-label="服务商与相关方案" className="min-w-0 space-y-4">
          <div className="rounded-card border border-line bg-gradient-to-b from-primary-soft to-white p-5 shadow-card">
            <h2 className="text-meta text-ink-muted">服务商</h2>
            <p className="mt-1 font-semibold leading-snug">
              <Provider detail={detail} />
            </p>
            {detail.cityName && <p className="mt-1 text-meta text-ink-muted">所在城市：{detail.cityName}</p>}
            {detail.supplierId && (
              <a href={supplierDetailHref(detail.supplierId)} className="mt-3 inline-block rounded border border-primary px-3 py-1 text-meta text-primary-active hover:bg-primary-active hover:text-white">
                进入企业主页
              </a>
            )}
          </div>
          <RelatedSolutions items={detail.related} moreHref={sameCategory} />
        </aside>
      </div>
    </div>
  );
}
