import { Fragment } from 'react';
import type { HighlightSegment } from '@/lib/search/highlight';

/**
 * A search result's text with its matches in <em>, from segments (parseHighlight in
 * lib/search/highlight.ts) rendered as React text: nothing a record holds can become markup.
 */
export function Highlighted({ segments, className }: { segments: readonly HighlightSegment[]; className?: string }) {
  return (
    <span className={`hl-text ${className ?? ''}`}>
      {segments.map((s, i) => (s.hit ? <em key={i}>{s.text}</em> : <Fragment key={i}>{s.text}</Fragment>))}
    </span>
  );
}
