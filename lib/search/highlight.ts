// The only markup a search result carries is the highlight tag <em> (000 §3, 001 §3: the API's names
// "may contain highlight tags"); every other character of stored text is escaped here, so a stored
// "<script>" reaches an API client as text. Pages never set that markup as HTML: they read it back
// into segments (parseHighlight) and render those as React text and <em> (components/search/highlighted.tsx).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Wraps every (case-insensitive) occurrence of the terms in <em>, escaping the rest. */
export function highlight(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const marks: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    const needle = term.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      marks.push([at, at + needle.length]);
    }
  }
  if (marks.length === 0) return escapeHtml(text);
  marks.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const m of marks) {
    const last = merged.at(-1);
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else merged.push([m[0], m[1]]);
  }
  let out = '';
  let pos = 0;
  for (const [start, end] of merged) {
    out += `${escapeHtml(text.slice(pos, start))}<em>${escapeHtml(text.slice(start, end))}</em>`;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos));
}

/** A piece of a highlighted text: a match of the search (hit) or the text between matches. */
export interface HighlightSegment {
  text: string;
  hit: boolean;
}

const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
const unescapeHtml = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e);

/**
 * Text that went through highlight() read back as plain segments: <em>…</em> marks the hits and the
 * escapes are undone. Whatever the string holds, the segments are text; no tag of it is ever markup.
 */
export function parseHighlight(html: string): HighlightSegment[] {
  return html
    .split(/<em>(.*?)<\/em>/s)
    .map((part, i) => ({ text: unescapeHtml(part), hit: i % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}

/** The plain text of a highlighted one (a page title, JSON-LD, an image's alt text). */
export function stripHighlight(html: string): string {
  return parseHighlight(html)
    .map((segment) => segment.text)
    .join('');
}
