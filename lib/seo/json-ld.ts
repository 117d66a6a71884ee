// Structured data for search engines, written into a <script type="application/ld+json">.

/**
 * JSON text safe inside a script element: every '<' is escaped, so no value can close the element
 * ("</script>") or open a comment; JSON readers decode \u003c back to '<'.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
