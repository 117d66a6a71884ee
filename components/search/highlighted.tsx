/**
 * Text from the search API: already escaped by lib/search/highlight, with <em> as the only markup,
 * so it is safe to set as HTML.
 */
export function Highlighted({ html, className }: { html: string; className?: string }) {
  return <span className={`hl-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
