import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { parseHighlight } from '@/lib/search/highlight';
import type { CaseHit } from '@/lib/search/types';
import { Highlighted } from './highlighted';

/** A case among the procurement page's results. */
export function CaseHitItem({ item }: { item: CaseHit }) {
  return (
    <article className="result-row" data-testid="case-hit">
      <h3 className="text-base font-medium leading-snug">
        <a href={`/business-detail.html?id=${item.caseUuid}&source=${item.source}`} className="hover:text-primary-active">
          <Highlighted segments={parseHighlight(item.caseTitle)} />
        </a>
      </h3>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 text-meta">
        <Tag>{item.source === 1 ? '政务数字化' : '企业数字化'}</Tag>
        <Tag tone="success">{item.parentIndName}</Tag>
        <span className="text-ink-muted">{item.indName}</span>
        <span className="text-ink-faint">服务商：{item.buName ?? '未公开'}</span>
        <span className="text-ink-faint">{item.cityName}</span>
        <time className="ml-auto tabular-nums text-ink-faint" dateTime={item.publishTime}>
          {formatDate(item.publishTime)}
        </time>
      </div>
    </article>
  );
}
