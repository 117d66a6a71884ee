import sanitizeHtml from 'sanitize-html';

// The article body the console's editor writes (docs/features.md, Operator console "News") is HTML the
// public page shows as it is stored, so the server keeps only this allow-list before storing it: the
// editor's own markup, links to the web or mail, and pictures from the portal's own file storage.

/** A stored picture's address (lib/server/files/uploads.ts fileUrlOf), of the kinds an image upload keeps. */
export const FILE_IMAGE_URL = /^\/files\/([0-9a-f]{32}\.(?:jpg|png|gif))$/;

/** The body's longest stored form: a long article with many paragraphs, bounded for the page and the row. */
export const BODY_HTML_MAX = 200_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'code', 'pre'],
  // A link's target and rel are the transform's, whatever the input said.
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Headings of the page's own level: the article's title is its h1.
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !FILE_IMAGE_URL.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/** The body as it may be stored and shown. */
export const sanitizeBody = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text a body holds (for the "empty body" check). */
export const textOfBody = (html: string): string => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/** The stored files a sanitized body shows, by key. */
export function imageKeysOf(html: string): string[] {
  const keys = [...html.matchAll(/<img [^>]*src="\/files\/([0-9a-f]{32}\.(?:jpg|png|gif))"/g)].map((m) => m[1]!);
  return [...new Set(keys)];
}

/** A body of paragraphs (the seed's articles) as the editor's HTML, each escaped. */
export const paragraphsToHtml = (paragraphs: readonly string[]): string =>
  paragraphs.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('');
