// The export's client side (docs/features.md, List exports): the file fetched through the request layer
// (a visitor's 401 sends them to log in, as every logged-in call does) and handed to the browser.
import { ApiRequestError } from '@/lib/api/errors';
import { requestFile } from '@/lib/api/request';
import { exportFileName } from './columns';
import { exportListCall } from './contracts';
import type { ListExportFormat, ExportList } from './types';
import { formatDate } from '@/lib/format/date';

/** Downloads `list` under the page's query string; resolves to null, or to the message to show when refused. */
export async function downloadExport(list: ExportList, format: ListExportFormat, query: string): Promise<string | null> {
  try {
    const blob = await requestFile(exportListCall, { list, format, query });
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = exportFileName(list, formatDate(new Date()), format);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return null;
  } catch (err) {
    // A 401 has already sent the visitor to the login page; other refusals say why.
    if (err instanceof ApiRequestError) return err.status === 401 ? null : (err.envelope?.msg ?? '导出失败，请稍后重试');
    return '导出失败，请稍后重试';
  }
}
