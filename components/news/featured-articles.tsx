import Link from 'next/link';
import { StaticImage } from '@/components/ui/static-image';
import { articleHref } from '@/lib/news/links';
import type { Article } from '@/lib/news/types';

/** The five featured articles of the industry view (002 §2): one large, four small. */
export function FeaturedArticles({ articles }: { articles: Article[] }) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <section aria-label="精选文章" data-testid="featured" className="grid gap-4 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
      <Link href={articleHref(lead.id)} prefetch={false} className="group block overflow-hidden rounded-card border border-line bg-white shadow-card">
        <StaticImage src={lead.thumbnailList[0]} alt="" width={640} height={400} loading="eager" fetchPriority="high" className="aspect-[16/10] w-full object-cover" />
        <div className="px-4 py-3">
          <span className="text-xs text-primary-active">{lead.relatedLabelName}</span>
          <h2 className="mt-0.5 line-clamp-2 text-lg font-semibold leading-snug group-hover:text-primary-active">{lead.title}</h2>
          <p className="mt-1 line-clamp-2 text-meta text-ink-muted">{lead.summary}</p>
        </div>
      </Link>
      <ul className="grid grid-cols-2 gap-4">
        {rest.slice(0, 4).map((a) => (
          <li key={a.id}>
            <Link href={articleHref(a.id)} prefetch={false} className="group block overflow-hidden rounded-card border border-line bg-white shadow-card">
              <StaticImage src={a.thumbnailList[0]} alt="" width={320} height={200} className="aspect-[16/10] w-full object-cover" />
              <h3 className="line-clamp-2 px-3 py-2 text-meta font-medium leading-snug group-hover:text-primary-active">{a.title}</h3>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
