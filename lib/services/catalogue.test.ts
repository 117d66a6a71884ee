import { describe, expect, it } from 'vitest';
import { JOB_TYPES, SERVICE_CATEGORIES } from '@/lib/opportunities/options';
import { parseServiceKeyword, serviceSections, servicesHref } from './catalogue';

describe('serviceSections', () => {
  it('lists the consulting services and every outsourcing category with a summary and links', () => {
    const sections = serviceSections();
    expect(sections.map((s) => s.title)).toEqual(['软件咨询服务', '软件外包服务', '人力外包服务']);
    expect(sections[1]!.cards).toHaveLength(SERVICE_CATEGORIES.length);
    expect(sections[2]!.cards).toHaveLength(JOB_TYPES.length);
    for (const card of sections.flatMap((s) => s.cards)) expect(card.summary, card.key).not.toBe('');
    const consult = sections[0]!.cards;
    expect(consult.find((c) => c.title === '软件造价评估')!.href).toBe('/service_details.html?serviceid=5');
    // A service that is not online has no page to link to.
    expect(consult.find((c) => c.title === '数据合规咨询')!.href).toBeNull();
    const dev = sections[1]!.cards.find((c) => c.key === 'dev')!;
    expect(dev.href).toBe('/demandHall.html?category=dev');
    expect(dev.links[0]!.href).toBe('/demandHall.html?category=dev&subCategory=dev-web');
    expect(sections[2]!.cards[0]!.href).toBe('/demandHall.html?tab=manpower&category=job-dev');
  });

  it('keeps whole cards whose title or summary match, and only the matching sub-services otherwise', () => {
    const sections = serviceSections('小程序');
    const dev = sections.flatMap((s) => s.cards).find((c) => c.key === 'dev')!;
    expect(dev.links).toHaveLength(5); // its summary names 小程序
    const ux = serviceSections('交互设计');
    expect(ux.map((s) => s.key)).toEqual(['software']);
    expect(ux[0]!.cards.map((c) => c.key)).toEqual(['design']);
    expect(ux[0]!.cards[0]!.links.map((l) => l.name)).toEqual(['交互设计']);
    expect(serviceSections('app').flatMap((s) => s.cards).some((c) => c.key === 'dev')).toBe(true);
    expect(serviceSections('无此服务')).toEqual([]);
  });

  it('reads and writes the keyword', () => {
    expect(parseServiceKeyword([' 测试 ', 'x'])).toBe('测试');
    expect(parseServiceKeyword('a'.repeat(80))).toHaveLength(50);
    expect(parseServiceKeyword(undefined)).toBe('');
    expect(servicesHref('')).toBe('/jfService.html');
    expect(servicesHref('数据 治理')).toBe('/jfService.html?keyword=%E6%95%B0%E6%8D%AE%20%E6%B2%BB%E7%90%86');
  });
});
