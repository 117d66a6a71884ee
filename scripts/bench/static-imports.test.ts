import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientReachablePackages, reachablePackages, staticImports } from './static-imports';

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

// zod and the request layer (ky) are not on a list page's first load either: the chrome and the cards read
// constants and names from modules without schemas, and the calls' contracts come with the first use
// (suggestions, 订阅此搜索, 关注).
const WITH_A_CALL_ONLY = ['zod', 'ky'];

describe('what the browser loads with a list page', () => {
  it.each([
    ['/search.html', ['app/search/page.tsx']],
    ['/demandHall.html', ['app/demandHall/page.tsx']],
    ['/business.html', ['app/business/page.tsx']],
    ['/scheme.html', ['app/scheme/page.tsx']],
    ['the site chrome and layout', ['app/layout.tsx', 'components/layout/site-chrome.tsx']],
  ])('%s loads neither zod nor ky with the page', (_page, entries) => {
    const reached = clientReachablePackages(entries, root);
    expect(reached.has('react')).toBe(true);
    expect(WITH_A_CALL_ONLY.filter((p) => reached.has(p))).toEqual([]);
  });

  it('follows server components only to the client modules they render', () => {
    // The search's schemas (zod) are imported by the server side of the page to read its address, not shipped.
    expect(reachablePackages(['app/search/page.tsx'], root).has('zod')).toBe(true);
    expect(clientReachablePackages(['app/search/page.tsx'], root).has('zod')).toBe(false);
  });
});

// The record pages with the merchant side bar (001 §1-§2): its phone and feedback dialogs come when
// one opens, the chat's request layer with the first chat (components/contact/merchant-side-bar.tsx).
describe('what the browser loads with a page that has the merchant side bar', () => {
  it.each([
    ['/search-supplierdetail.html', ['app/search-supplierdetail/page.tsx']],
    ['/solution-detail.html', ['app/solution-detail/page.tsx']],
  ])('%s loads neither zod, ky nor Headless UI with the page', (_page, entries) => {
    const reached = clientReachablePackages(entries, root);
    expect(reached.has('react')).toBe(true);
    expect([...WITH_A_CALL_ONLY, '@headlessui/react'].filter((p) => reached.has(p))).toEqual([]);
  });
});
