// The only markup a search result carries is the highlight tag <em>; every other character of stored
// text is escaped here, so a stored "<script>" reaches the page as text.

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

/** Drops every tag but <em>…</em> from text that already went through highlight(), for plain uses. */
export function stripHighlight(html: string): string {
  return html.replace(/<\/?em>/g, '');
}
