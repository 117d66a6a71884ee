import { importStatusCall } from '@/lib/imports/console-contracts';
import { importStatus } from '@/lib/server/imports/console';
import { adminRoute } from '@/lib/server/operators/route';

// An import's state, progress and report (docs/imports.md, The console): the detail page polls it while the job runs.
export const POST = adminRoute(importStatusCall, ({ id }) => importStatus(id));
