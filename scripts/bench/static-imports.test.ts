import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachablePackages, staticImports } from './static-imports';

describe('staticImports', () => {
  it('lists imports, re-exports and side-effect imports, not type-only ones or dynamic import()', () => {
    const source = [
      "'use client';",
      "import { useState } from 'react';",
      "import type { Props } from './heavy';",
      "import { type A, type B } from './types-only';",
      "import { type C, helper } from './mixed';",
      "export { thing } from '@/lib/thing';",
      "export type { T } from './t';",
      "import './globals.css';",
      "const Lazy = dynamic(() => import('./lazy'));",
      "const preload = () => void import('sonner');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['react', './mixed', '@/lib/thing', './globals.css']);
  });

  it('reads imports spread over several lines', () => {
    expect(staticImports("import {\n  Menu,\n  MenuButton,\n} from '@headlessui/react';")).toEqual(['@headlessui/react']);
  });
});

// The list pages' first load (docs/benchmarks.md, What a page loads first): the menu, toast and query
// libraries are fetched when a visitor uses 导出, 订阅此搜索 or a dialog, never with the page.
const ON_USE_ONLY = ['@headlessui/react', 'sonner', '@tanstack/react-query', 'echarts', '@tiptap/react'];
const root = path.resolve(import.meta.dirname, '../..');

describe('what the list pages load first', () => {
  it.each([
    ['/search.html', 'components/search/search-view.tsx'],
    ['/demandHall.html', 'components/opportunities/demand-hall-view.tsx'],
    ['/business.html', 'components/opportunities/business-list-view.tsx'],
    ['the site chrome', 'components/layout/site-chrome.tsx'],
  ])('%s reaches none of the libraries used on demand', (_page, entry) => {
    const reached = reachablePackages([entry], root);
    expect(ON_USE_ONLY.filter((p) => reached.has(p))).toEqual([]);
  });
});
