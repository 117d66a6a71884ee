import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importTemplateCall } from '@/lib/imports/console-contracts';
import { adminFileRoute } from '@/lib/server/operators/route';

// The import template with its example rows (docs/imports.md): the documented file itself, so the
// console hands out exactly what the docs describe.
const TEMPLATE = join(process.cwd(), 'docs/examples/import-template.csv');

export const GET = adminFileRoute(importTemplateCall, async () => {
  const data = await readFile(TEMPLATE);
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(data.length),
      'content-disposition': `attachment; filename="import-template.csv"; filename*=UTF-8''${encodeURIComponent('导入模板.csv')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
