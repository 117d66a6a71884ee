import type { ImportFormat } from './types';

// The console's imports (docs/imports.md, The console): what an upload may be, how its format is told,
// and the states an operator reads. Shared by the upload form, the server and the command.

/** An import file may be this large: far beyond a picture's 2 MB, as a year of releases is (docs/imports.md). */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_TOO_BIG = '导入文件不能超过 200MB';
export const IMPORT_WRONG_TYPE = '文件格式有误：请上传 OCDS（.json、.jsonl、.gz）或导入模板（.csv、.xlsx）';
/** What the file picker offers. */
export const IMPORT_ACCEPT = '.json,.jsonl,.ndjson,.gz,.csv,.xlsx';

const IMPORT_NAME = /\.(json|jsonl|ndjson|gz|csv|xlsx)$/i;

/** A name the console takes: OCDS JSON, JSON Lines or gzip, or the template's CSV or .xlsx. */
export const isImportName = (name: string) => IMPORT_NAME.test(name);

/** The format a file's name says: .csv/.xlsx are the template, anything else OCDS. */
export const formatOfName = (name: string): ImportFormat => (/\.(csv|xlsx)$/i.test(name) ? 'template' : 'ocds');

/** JSON Lines by name (true), a JSON package (false), or undefined: the first line decides. */
export const jsonLinesOfName = (name: string): boolean | undefined =>
  /\.(jsonl|ndjson)(\.gz)?$/i.test(name) ? true : /\.json(\.gz)?$/i.test(name) ? false : undefined;

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_STATE_LABELS: Record<ImportState, string> = { queued: '排队中', running: '导入中', done: '已完成', failed: '失败' };

/** A job row's state for the operator: a running job its worker has not taken yet is still queued. */
export const importState = (job: { status: 'running' | 'done' | 'failed'; startedAt: Date | null }): ImportState =>
  job.status === 'running' && !job.startedAt ? 'queued' : job.status;

/** The share of the file read, 0-100; null when its size is unknown (an import from the command). */
export function importPercent(job: { sizeBytes: number | null; bytesRead: number; state: ImportState }): number | null {
  if (job.state === 'done') return 100;
  if (!job.sizeBytes) return null;
  return Math.min(100, Math.floor((job.bytesRead / job.sizeBytes) * 100));
}
