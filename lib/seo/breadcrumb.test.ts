import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb';

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute addresses, the last one being the page', () => {
    const ld = breadcrumbJsonLd(
      [{ label: '首页', href: '/' }, { label: '中标信息', href: '/search.html?tabIndex=0' }, { label: '某项目' }],
      'https://cq.example.cn',
      '/search-signdetail.html?id=5',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: 'https://cq.example.cn/' },
        { '@type': 'ListItem', position: 2, name: '中标信息', item: 'https://cq.example.cn/search.html?tabIndex=0' },
        { '@type': 'ListItem', position: 3, name: '某项目', item: 'https://cq.example.cn/search-signdetail.html?id=5' },
      ],
    });
  });
});
