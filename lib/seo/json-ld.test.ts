import { describe, expect, it } from 'vitest';
import { serializeJsonLd, siteJsonLd, winningBidJsonLd, type WinningBidFacts } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes every < so a value cannot end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });
});

const facts: WinningBidFacts = {
  url: 'https://x.cn/search-signdetail.html?id=7',
  projectName: '智慧社区平台建设项目',
  projectNumber: 'CD-2026-7',
  description: '摘要',
  bidState: 1,
  purchasers: ['成都市民政局', '成都市大数据中心'],
  winner: '四川云创科技有限公司',
  amount: 880_000,
  serviceTrade: '软件开发',
  cityName: '成都',
  publishTime: '2026-10-20',
};

describe('winningBidJsonLd', () => {
  it('describes an awarded bid as an Order: the winner sells, the purchasers buy, the winning offer has the price', () => {
    expect(winningBidJsonLd(facts)).toMatchObject({
      '@type': 'Order',
      url: facts.url,
      orderNumber: 'CD-2026-7',
      orderDate: '2026-10-20',
      seller: { '@type': 'Organization', name: '四川云创科技有限公司' },
      customer: [
        { '@type': 'Organization', name: '成都市民政局' },
        { '@type': 'Organization', name: '成都市大数据中心' },
      ],
      acceptedOffer: { '@type': 'Offer', price: 880_000, priceCurrency: 'CNY', itemOffered: { '@type': 'Service', category: '软件开发', areaServed: '成都' } },
    });
  });

  it('describes a candidate announcement as the first candidate’s Offer, not a transaction', () => {
    const data = winningBidJsonLd({ ...facts, bidState: 0 });
    expect(data).toMatchObject({ '@type': 'Offer', seller: { name: '四川云创科技有限公司' }, price: 880_000 });
    expect(data).not.toHaveProperty('customer');
  });
});

describe('siteJsonLd', () => {
  it('gives the WebSite its search box and the Organization its logo, on the given origin', () => {
    const [site, org] = siteJsonLd({ name: '云采汇', origin: 'https://x.cn', searchPath: '/search.html?searchName=', logo: '/images/logo.svg' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://x.cn/',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://x.cn/search.html?searchName={search_term_string}' }, 'query-input': 'required name=search_term_string' },
    });
    expect(org).toMatchObject({ '@type': 'Organization', name: '云采汇', logo: 'https://x.cn/images/logo.svg' });
  });
});
