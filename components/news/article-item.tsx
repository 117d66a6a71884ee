import Link from 'next/link';
import { StaticImage } from '@/components/ui/static-image';
import { articleHref, columnHref } from '@/lib/news/links';
import type { Article } from '@/lib/news/types';

/** One article of a list: thumbnail, title, summary, column and date (002 §3 Article). */
export function ArticleItem({ article }: { article: Article }) {
  return (
    <li data-testid="article-item" className="flex gap-4 border-b border-line py-4 last:border-b-0">
      {/* The thumbnail repeats the title's link for the pointer; keyboard and screen readers take the title's. */}
      <Link href={articleHref(article.id)} prefetch={false} tabIndex={-1} aria-hidden className="relative hidden shrink-0 overflow-hidden rounded sm:block">
        <StaticImage src={article.thumbnailList[0]} alt="" width={176} height={110} className="h-[110px] w-[176px] object-cover" />
        {article.videoResponseDTO && <span className="absolute bottom-1.5 left-1.5 rounded bg-black/60 px-1.5 text-xs text-white">视频</span>}
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-base font-semibold leading-snug">
          <Link href={articleHref(article.id)} prefetch={false} className="hover:text-primary-active">
            {article.title}
          </Link>
        </h3>
        <p className="mt-1.5 line-clamp-2 text-meta leading-relaxed text-ink-muted">{article.summary}</p>
        <p className="mt-2 flex items-center gap-3 text-xs text-ink-faint">
          <Link href={columnHref(article.relatedLabel, article.relatedLabelName)} prefetch={false} data-testid="article-column" className="rounded bg-primary-soft px-1.5 py-0.5 text-primary-active">
            {article.relatedLabelName}
          </Link>
          <time dateTime={article.publishTime}>{article.publishTimeStr}</time>
        </p>
      </div>
    </li>
  );
}
