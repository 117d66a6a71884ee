import { QualityImage } from '@/components/ui/quality-image';
import { Tag } from '@/components/ui/tag';
import { splitList } from '@/lib/cases/detail-sections';
import { formatPeriod } from '@/lib/cases/period';
import type { CaseDetail } from '@/lib/cases/types';
import { formatDate } from '@/lib/format/date';
import type { TagTone } from '@/lib/ui/tag-tone';
import { CaseSection, Fact } from './case-section';

function TagList({ label, text, tone }: { label: string; text: string; tone: TagTone }) {
  const values = splitList(text);
  if (values.length === 0) return null;
  return (
    <Fact label={label} wide>
      <span className="flex flex-wrap gap-1.5">
        {values.map((v) => (
          <Tag key={v} tone={tone}>
            {v}
          </Tag>
        ))}
      </span>
    </Fact>
  );
}

export function IntroSection({ detail }: { detail: CaseDetail }) {
  return (
    <CaseSection id="intro" title="案例介绍">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Fact label="服务客户">{detail.serviceCustom}</Fact>
        <Fact label="所属行业">
          {detail.parentIndName} / {detail.indName}
        </Fact>
        <Fact label="开发周期">{formatPeriod(detail.period)}</Fact>
        <Fact label="开发人数">{detail.devNumber}人</Fact>
        <Fact label="开发时间">
          <span className="tabular-nums">
            {formatDate(detail.devStartTime)} 至 {formatDate(detail.devEndTime)}
          </span>
        </Fact>
        <Fact label="所在城市">{detail.cityName}</Fact>
        <TagList label="工作类型" text={detail.worktypeStr} tone="primary" />
        <TagList label="技术栈" text={detail.skillStr} tone="success" />
      </dl>
      <h3 className="mt-5 font-medium">案例描述</h3>
      <p className="mt-1.5 whitespace-pre-line leading-7 text-ink-muted">{detail.caseDesc}</p>
      {detail.industryInfoList.length > 0 && (
        <>
          <h3 className="mt-5 font-medium">行业领域</h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[480px] border-collapse text-left text-meta">
              <thead className="bg-page text-ink-muted">
                <tr>
                  {['行业', '细分行业', '技术领域', '细分领域'].map((h) => (
                    <th key={h} scope="col" className="border border-line px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {detail.industryInfoList.map((row, i) => (
                  <tr key={i}>
                    <td className="border border-line px-3 py-2">{row.parIndName}</td>
                    <td className="border border-line px-3 py-2">{row.subIndName}</td>
                    <td className="border border-line px-3 py-2">{row.parDomName}</td>
                    <td className="border border-line px-3 py-2">{row.subDomName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </CaseSection>
  );
}

export function ServiceSection({ text }: { text: string }) {
  return (
    <CaseSection id="service" title="服务详情">
      <p className="whitespace-pre-line leading-7 text-ink-muted">{text}</p>
    </CaseSection>
  );
}

export function ProviderSection({ detail }: { detail: CaseDetail }) {
  return (
    <CaseSection id="provider" title="服务商信息">
      <p className="text-base font-medium">
        {detail.supplierId ? (
          <a href={`/search-supplierdetail.html?id=${detail.supplierId}`} className="text-primary-active hover:underline">
            {detail.buName}
          </a>
        ) : (
          detail.buName
        )}
      </p>
      {detail.buDesc && <p className="mt-2 whitespace-pre-line leading-7 text-ink-muted">{detail.buDesc}</p>}
      <dl className="mt-3 space-y-2">
        {detail.detailAddress && <Fact label="详细地址">{detail.detailAddress}</Fact>}
        {detail.businessScope && <Fact label="经营范围">{detail.businessScope}</Fact>}
      </dl>
    </CaseSection>
  );
}

/** Screenshots in boxes of a fixed ratio, lazy below the fold: no layout shift whatever their size. */
export function ScreenshotsSection({ title, paths }: { title: string; paths: string[] }) {
  return (
    <CaseSection id="shots" title="案例截图">
      <ul className="grid gap-3 sm:grid-cols-3">
        {paths.map((src, i) => (
          <li key={src} className="min-w-0">
            <a
              href={src}
              target="_blank"
              rel="noopener"
              className="relative block aspect-[8/5] overflow-hidden rounded-card border border-line bg-page transition hover:border-primary"
            >
              <QualityImage src={src} alt={`${title} 截图${i + 1}`} fill sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 100vw" className="object-cover" />
            </a>
          </li>
        ))}
      </ul>
    </CaseSection>
  );
}
