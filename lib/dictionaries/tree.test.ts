import { describe, expect, it } from 'vitest';
import { nestDictionary, pathOf, type DictNode } from './tree';

const row = (code: string, name: string, parentCode: string | null, level: number): DictNode => ({ code, name, parentCode, level, help: null });

describe('nestDictionary', () => {
  it('nests three levels in the order given', () => {
    const tree = nestDictionary([
      row('A', '数字政府', null, 1),
      row('B', '智慧医疗', null, 1),
      row('A1', '政务服务', 'A', 2),
      row('A2', '城市治理', 'A', 2),
      row('A11', '一网通办', 'A1', 3),
    ]);
    expect(tree.map((e) => e.firstLevelName)).toEqual(['数字政府', '智慧医疗']);
    expect(tree[0]!.secondLevelDictList.map((e) => e.secondLevelCode)).toEqual(['A1', 'A2']);
    expect(tree[0]!.secondLevelDictList[0]!.thirdLevelDictList).toEqual([{ thirdLevelCode: 'A11', thirdLevelName: '一网通办' }]);
    expect(tree[1]!.secondLevelDictList).toEqual([]);
  });

  it('leaves out rows whose parent is missing', () => {
    const tree = nestDictionary([row('A', '甲', null, 1), row('X1', '孤儿', 'X', 2), row('X11', '孤儿下级', 'X1', 3)]);
    expect(tree).toEqual([{ firstLevelCode: 'A', firstLevelName: '甲', help: null, secondLevelDictList: [] }]);
  });
});

describe('pathOf', () => {
  it('finds a code at any level with the names above it', () => {
    const tree = nestDictionary([row('A', '数字政府', null, 1), row('A1', '政务服务', 'A', 2), row('A11', '一网通办', 'A1', 3)]);
    expect(pathOf(tree, 'A11').map((p) => p.name)).toEqual(['数字政府', '政务服务', '一网通办']);
    expect(pathOf(tree, 'A1').map((p) => p.code)).toEqual(['A', 'A1']);
    expect(pathOf(tree, 'Z')).toEqual([]);
  });
});
