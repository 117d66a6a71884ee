import { articleHref } from './links';
import type { ArticleDetail } from './types';

/** schema.org NewsArticle of an article page, with absolute addresses on `origin`. */
export function newsArticleJsonLd(a: ArticleDetail, origin: string): object {
  const url = new URL(articleHref(a.id), origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: url,
    headline: a.title,
    description: a.summary,
    image: a.thumbnailList.map((src) => new URL(src, origin).toString()),
    datePublished: a.publishTime,
    articleSection: a.relatedLabelName,
    author: { '@type': 'Organization', name: a.author },
    publisher: { '@type': 'Organization', name: '云采汇', logo: { '@type': 'ImageObject', url: new URL('/images/logo.svg', origin).toString() } },
    ...(a.videoResponseDTO
      ? { video: { '@type': 'VideoObject', name: a.title, contentUrl: new URL(a.videoResponseDTO.videoUrl, origin).toString(), thumbnailUrl: new URL(a.videoResponseDTO.posterUrl, origin).toString(), uploadDate: a.publishTime, description: a.summary } }
      : {}),
  };
}
