import type { FirstLevelEntry } from './types';

/** A dictionary row as stored: its level and, below the first, its parent's code. */
export interface DictNode {
  code: string;
  name: string;
  parentCode: string | null;
  level: number;
  help: string | null;
}

/**
 * Nests rows (in display order) into the answer's three levels; a row whose parent is missing is
 * left out rather than shown at the wrong level.
 */
export function nestDictionary(rows: readonly DictNode[]): FirstLevelEntry[] {
  const first = new Map<string, FirstLevelEntry>();
  const second = new Map<string, FirstLevelEntry['secondLevelDictList'][number]>();
  for (const r of rows.filter((x) => x.level === 1)) {
    first.set(r.code, { firstLevelCode: r.code, firstLevelName: r.name, help: r.help, secondLevelDictList: [] });
  }
  for (const r of rows.filter((x) => x.level === 2)) {
    const parent = r.parentCode ? first.get(r.parentCode) : undefined;
    if (!parent) continue;
    const entry = { secondLevelCode: r.code, secondLevelName: r.name, thirdLevelDictList: [] };
    parent.secondLevelDictList.push(entry);
    second.set(r.code, entry);
  }
  for (const r of rows.filter((x) => x.level === 3)) {
    second.get(r.parentCode ?? '')?.thirdLevelDictList.push({ thirdLevelCode: r.code, thirdLevelName: r.name });
  }
  return [...first.values()];
}

/** The way from the top of a tree to `code`: one {code, name} per level; empty when it is not there. */
export function pathOf(tree: readonly FirstLevelEntry[], code: string): { code: string; name: string }[] {
  for (const first of tree) {
    const top = { code: first.firstLevelCode, name: first.firstLevelName };
    if (top.code === code) return [top];
    for (const second of first.secondLevelDictList) {
      const mid = { code: second.secondLevelCode, name: second.secondLevelName };
      if (mid.code === code) return [top, mid];
      const leaf = second.thirdLevelDictList.find((t) => t.thirdLevelCode === code);
      if (leaf) return [top, mid, { code: leaf.thirdLevelCode, name: leaf.thirdLevelName }];
    }
  }
  return [];
}
