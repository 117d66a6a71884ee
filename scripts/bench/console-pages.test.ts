import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asOperator, CONSOLE_PAGES } from './console-pages';
import { pageHeaders } from './load';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the console scenario', () => {
  it('asks the dashboard, the console home, both review queues and the audit trail, each address once', () => {
    const paths = CONSOLE_PAGES.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/admin', '/admin/dashboard', '/admin/schemes', '/admin/activations', '/admin/audit']));
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(CONSOLE_PAGES.map((p) => p.id)).size).toBe(CONSOLE_PAGES.length);
    expect(paths).toContain('/admin/activations?status=1&q=%E4%B8%AD%E5%BF%83');
  });

  it('names pages the console has (a renamed page would be measured as its 404)', () => {
    for (const { path: address } of CONSOLE_PAGES) {
      const dir = new URL(address, 'http://localhost').pathname.slice(1);
      expect(existsSync(path.join(root, 'app', dir, 'page.tsx')), address).toBe(true);
    }
  });

  it("sends the operator's cookie with a browser's page headers, leaving the shared target alone", () => {
    const target = { method: 'GET' as const, path: '/admin', headers: pageHeaders(3201), envelope: false };
    const asked = asOperator(target, 'jf_session=sealed');
    expect(asked.headers).toEqual({ ...pageHeaders(3201), cookie: 'jf_session=sealed' });
    expect(target.headers).not.toHaveProperty('cookie');
  });
});
