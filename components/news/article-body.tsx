import type { ArticleDetail } from '@/lib/news/types';

/**
 * The look of an article body written in the console's editor, shared by the public page and the
 * editor itself so an editor sees what readers will: headings, lists, quotes, links and pictures.
 */
export const RICH_BODY_CLASS =
  'text-[15px] leading-8 text-ink [&_a]:text-primary-active [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:mx-auto [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6';

/** The body: the editor's HTML, stored sanitized (lib/news/body-html.ts) and shown as it is; else the seed's paragraphs. */
export function ArticleBody({ article }: { article: Pick<ArticleDetail, 'body' | 'bodyHtml'> }) {
  if (article.bodyHtml !== null) {
    return <div data-testid="article-body" className={`mt-5 ${RICH_BODY_CLASS}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />;
  }
  return (
    <div data-testid="article-body" className="mt-5 space-y-4 text-[15px] leading-8 text-ink">
      {article.body.map((p, i) => (
        <p key={i} className="indent-8">
          {p}
        </p>
      ))}
    </div>
  );
}
