'use client';

import { Toaster } from 'sonner';

// The downloads' own toaster (a page may carry others, each showing only its own toasts).
export const DOWNLOAD_TOASTER_ID = 'download';

export function DownloadToaster() {
  return <Toaster id={DOWNLOAD_TOASTER_ID} position="top-center" richColors />;
}
