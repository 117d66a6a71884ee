// The schema.org BreadcrumbList of a page's breadcrumb, so search results can show the trail.

export interface TrailItem {
  label: string;
  /** Site path; the current page (the last item) may have none. */
  href?: string;
}

/** Items get absolute addresses on `origin`; an item without one is the page itself at `pagePath`. */
export function breadcrumbJsonLd(items: TrailItem[], origin: string, pagePath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: new URL(item.href ?? pagePath, origin).toString(),
    })),
  };
}
