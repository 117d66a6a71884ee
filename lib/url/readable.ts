// Links of search and list pages carry Chinese keywords and filter values. Percent-encoded, each
// character takes 9 bytes (%E5%8C%BB); as itself, 3. A page holds a hundred such links, in its HTML
// and again in its RSC payload, so they are written with the characters themselves: browsers encode
// them when they follow the link, and servers read both forms the same.

/** `params` as a query string, with non-ASCII characters left readable (ASCII stays encoded). */
export function readableQuery(params: URLSearchParams): string {
  // Runs of escaped bytes 0x80-0xFF are whole UTF-8 characters: URLSearchParams encodes each one fully.
  return params.toString().replace(/(?:%[89A-F][0-9A-F])+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
