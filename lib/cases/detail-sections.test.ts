import { describe, expect, it } from 'vitest';
import { caseSections, splitList, visibleScreenshots } from './detail-sections';

const pics = (n: number) => Array.from({ length: n }, (_, i) => ({ slidepath: `/images/case/case-${i + 1}.svg` }));
const ids = (d: Parameters<typeof caseSections>[0]) => caseSections(d).map((s) => s.id);

describe('visibleScreenshots', () => {
  it('shows at most 3 screenshots of an enterprise case', () => {
    expect(visibleScreenshots({ source: 0, picArray: pics(5) })).toEqual(pics(3).map((p) => p.slidepath));
    expect(visibleScreenshots({ source: 0, picArray: pics(2) })).toHaveLength(2);
  });

  it('shows none for a government case or empty paths', () => {
    expect(visibleScreenshots({ source: 1, picArray: pics(2) })).toEqual([]);
    expect(visibleScreenshots({ source: 0, picArray: [{ slidepath: '' }] })).toEqual([]);
  });
});

describe('caseSections', () => {
  it('gives an enterprise case with screenshots all four tabs, in order', () => {
    expect(ids({ source: 0, picArray: pics(1), serveiceDetailBlank: 0, supplierDetaiBlank: 0 })).toEqual([
      'intro',
      'service',
      'provider',
      'shots',
    ]);
    expect(caseSections({ source: 0, picArray: [], serveiceDetailBlank: 0, supplierDetaiBlank: 0 }).map((s) => s.label)).toEqual([
      '案例介绍',
      '服务详情',
      '服务商信息',
    ]);
  });

  it('adds the service and provider tabs of a government case only when their flag is 0', () => {
    expect(ids({ source: 1, picArray: [], serveiceDetailBlank: 1, supplierDetaiBlank: 0 })).toEqual(['intro', 'provider']);
    expect(ids({ source: 1, picArray: [], serveiceDetailBlank: 0, supplierDetaiBlank: 1 })).toEqual(['intro', 'service']);
    expect(ids({ source: 1, picArray: [], serveiceDetailBlank: 1, supplierDetaiBlank: 1 })).toEqual(['intro']);
  });
});

describe('splitList', () => {
  it('splits comma lists and drops blanks', () => {
    expect(splitList('需求分析,UI设计, 软件开发,')).toEqual(['需求分析', 'UI设计', '软件开发']);
    expect(splitList('Java，Vue、MySQL')).toEqual(['Java', 'Vue', 'MySQL']);
    expect(splitList('')).toEqual([]);
  });
});
