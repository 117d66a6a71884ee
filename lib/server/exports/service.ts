import 'server-only';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { chinaDay } from '@/lib/format/date';
import { exportFileName, type Cell } from '@/lib/exports/columns';
import type { ExportListInput } from '@/lib/exports/schemas';
import { EXPORT_LIST_NAMES, EXPORTS_PER_DAY } from '@/lib/exports/types';
import { searchParamsOf } from '@/lib/url/params';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/errors';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { listExports } from './schema';
import { exportSource, type ExportScope } from './sources';
import { CONTENT_TYPES, fileStream } from './write';

// An export (docs/features.md, List exports): the daily limit, the record, then the file written as the
// page's service answers, page after page.

export const EXPORT_LIMITS: Limit[] = [{ max: EXPORTS_PER_DAY, windowSec: 24 * 3600 }];
export const EXPORT_LIMIT_MSG = `每天最多导出 ${EXPORTS_PER_DAY} 次，今日导出次数已用完，请明天再试`;

export interface ExportFile {
  name: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

/** The rows as they pass, and their count recorded once the last has gone (a broken-off download keeps null). */
async function* counted(pages: AsyncIterable<Cell[][]>, done: (rows: number) => Promise<void>): AsyncGenerator<Cell[][]> {
  let rows = 0;
  for await (const page of pages) {
    rows += page.length;
    yield page;
  }
  await done(rows);
}

export async function startExport(input: ExportListInput, scope: ExportScope): Promise<ExportFile> {
  const source = await exportSource(input.list, searchParamsOf(input.query), scope);
  const decision = await consume(`export:${scope.viewer.userId}`, EXPORT_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, EXPORT_LIMIT_MSG);
  const db = await getDb();
  const [record] = await db
    .insert(listExports)
    .values({ userId: scope.viewer.userId, list: input.list, filters: source.filters, format: input.format })
    .returning({ id: listExports.id });
  const rows = counted(source.pages(), async (rowCount) => {
    await db.update(listExports).set({ rowCount }).where(eq(listExports.id, record!.id));
  });
  const title = EXPORT_LIST_NAMES[input.list];
  return {
    name: exportFileName(input.list, chinaDay(scope.now), input.format),
    contentType: CONTENT_TYPES[input.format],
    body: fileStream(input.format, { title, headers: source.headers, widths: source.widths, rows }),
  };
}
