import 'server-only';
import { fileStore } from '@/lib/server/files/store';
import { log } from '@/lib/server/log';
import type { JobDefinition } from './queue';

// Every background job of the product, in one list: a later feature adds its job here.

const DAY_MS = 24 * 3600_000;

export const JOBS: readonly JobDefinition[] = [
  {
    // Uploads nobody submitted are removed after a day (issue 13): hourly, on one process at a time.
    name: 'files.cleanup',
    cron: '17 * * * *',
    run: async () => {
      const removed = await fileStore().removeStale(new Date(Date.now() - DAY_MS));
      if (removed) log.info('files.cleanup', { removed });
    },
  },
];
