import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { StaticImage } from '@/components/ui/static-image';
import { articleHref, columnHref, INDUSTRY_VIEW_PATH } from '@/lib/news/links';
import type { Article, ArticleDetail } from '@/lib/news/types';
import { ArticleBody } from './article-body';
import { NewsSide } from './news-side';

/** An article as a reader expects it: title, column, time, author, body (with its video), related. */
export function ArticleView({ article, hot, columns }: { article: ArticleDetail; hot: Article[]; columns: { labelCode: string; labelName: string; labelDesc: string; imageUrl: string }[] }) {
  const video = article.videoResponseDTO;
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '行业观点', href: INDUSTRY_VIEW_PATH },
          { label: article.relatedLabelName, href: columnHref(article.relatedLabel, article.relatedLabelName) },
          { label: '正文' },
        ]}
      />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <article className="min-w-0 rounded-card border border-line bg-white px-5 py-6 shadow-card sm:px-8">
          <h1 className="text-2xl font-semibold leading-snug">{article.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line pb-4 text-meta text-ink-faint">
            <Link href={columnHref(article.relatedLabel, article.relatedLabelName)} prefetch={false} className="rounded bg-primary-soft px-1.5 py-0.5 text-primary-active">
              {article.relatedLabelName}
            </Link>
            <time dateTime={article.publishTime}>{article.publishTimeStr}</time>
            <span>来源：{article.author}</span>
            <span>阅读 {article.views}</span>
          </p>
          {video ? (
            <video data-testid="article-video" controls preload="none" poster={video.posterUrl} className="mt-5 aspect-video w-full rounded bg-black" src={video.videoUrl}>
              <a href={video.videoUrl}>下载视频</a>
            </video>
          ) : (
            <StaticImage src={article.thumbnailList[0]} alt={article.title} width={640} height={400} loading="eager" className="mx-auto mt-5 aspect-[16/10] w-full max-w-[560px] rounded object-cover" />
          )}
          <ArticleBody article={article} />
          {article.related.length > 0 && (
            <section aria-labelledby="related-articles" className="mt-8 border-t border-line pt-5">
              <h2 id="related-articles" className="font-semibold">相关文章</h2>
              <ul className="mt-3 space-y-2">
                {article.related.map((r) => (
                  <li key={r.id} className="flex items-baseline justify-between gap-4 text-meta">
                    <Link href={articleHref(r.id)} prefetch={false} className="line-clamp-1 hover:text-primary-active">
                      {r.title}
                    </Link>
                    <time dateTime={r.publishTime} className="shrink-0 text-ink-faint">
                      {r.publishTimeStr}
                    </time>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <NewsSide hot={hot} columns={columns} />
      </div>
    </div>
  );
}
