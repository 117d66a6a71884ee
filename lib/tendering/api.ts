// The download of a notice attachment through the proxy (downloadNetFile, 002 §7).
import { requestFile } from '@/lib/api/request';
import { downloadNetFileCall } from './file-contracts';

/** The proxy's address for an attachment: also the link a page without JavaScript follows. */
export function downloadHref(url: string, filename: string): string {
  return `${downloadNetFileCall.call.path}?${new URLSearchParams({ url, filename })}`;
}

/**
 * Fetches the file and hands it to the browser as a download; false when the proxy or the source
 * failed (a refusal, or an envelope where the file should be), so the page can say so.
 */
export async function downloadAttachment(url: string, filename: string): Promise<boolean> {
  try {
    const blob = await requestFile(downloadNetFileCall, { url, filename }, { noJump: true });
    if (blob.type.startsWith('application/json')) return false;
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return true;
  } catch {
    return false;
  }
}
