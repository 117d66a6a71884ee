import 'server-only';
import { z } from 'zod';
import { chinaDay } from '@/lib/format/date';
import { buildDailyReport, pruneEvents } from '@/lib/server/analytics/events';
import { computeHotSearches, flushSearches } from '@/lib/server/analytics/searches';
import { getDb } from '@/lib/server/db/client';
import { refreshVocabulary } from '@/lib/server/search';
import { expirePrivateNumbers } from '@/lib/server/contact/private-numbers';
import { fileStore } from '@/lib/server/files/store';
import { FAILED_IMPORT_KEEP_DAYS, removeFailedImportFiles, runImportJob } from '@/lib/server/imports/run';
import { log } from '@/lib/server/log';
import { CAPTURE_KEEP_DAYS, pruneCaptures } from '@/lib/server/mail/capture';
import { sendDigests, sendInstantMails } from '@/lib/server/mail/deliveries';
import { checkRollups } from '@/lib/server/market/rollups';
import { writeBulkFiles } from '@/lib/server/ocds';
import { runSmsPushJob } from '@/lib/server/sms-push/deliver';
import { requeueStalePushes, SMS_PUSH_JOB } from '@/lib/server/sms-push/queue';
import { LIST_PUSH_KINDS } from '@/lib/opportunities/push-kinds';
import { OPPORTUNITY_PUSH_JOB, pushListRecords, pushOpportunity, queueOpportunityPushes, RECORD_PUSH_JOB } from '@/lib/server/opportunities/push';
import type { JobDefinition } from './queue';

// Every background job of the product, in one list: a later feature adds its job here.

const DAY_MS = 24 * 3600_000;

export { OPPORTUNITY_PUSH_JOB };
const opportunityRef = z.object({ kind: z.enum(['bid', 'outsourcing']), orderId: z.string().min(1).max(40) });
const listRecords = z.object({ kind: z.enum(LIST_PUSH_KINDS), codes: z.array(z.string().min(1).max(64)).min(1).max(5000) });

/** A console upload's import (docs/imports.md, The console): lib/server/imports/run.ts. */
export const IMPORT_RUN_JOB = 'import.run';
const importRun = z.object({ jobId: z.number().int().positive() });

/** Private numbers whose five minutes are over are freed (001 §7 Contact): sent for each binding's due time. */
export const PRIVATE_NUMBER_EXPIRE_JOB = 'private-number.expire';

/** E-mail (docs/features.md, E-mail): due instant opportunity mails, after each push and every minute (retries come due). */
export const MAIL_INSTANT_JOB = 'mail.instant';

/** E-mail: the daily digests of the users whose hour (China time) it is. */
export const MAIL_DIGEST_JOB = 'mail.digest';

/** The open data bulk files (docs/open-data.md): daily, and once at start while there are none. */
export const OCDS_BULK_JOB = 'ocds.bulk';
/** The share of the time the bulk files' writing fills (lib/server/pace.ts). */
const BULK_DUTY = 0.25;
/** How long a run of the bulk files may take: within pg-boss's limit of a day, and before the next day's run. */
const BULK_EXPIRE_SECONDS = 20 * 60 * 60;

export const JOBS: readonly JobDefinition[] = [
  {
    // Uploads nobody submitted are removed after a day (docs/file-storage.md), the files of imports that
    // failed for good after a week (docs/imports.md) and the mail capture's messages after a week
    // (docs/decisions/0017): hourly, on one process at a time.
    name: 'files.cleanup',
    cron: '17 * * * *',
    run: async () => {
      const now = Date.now();
      const removed = await fileStore().removeStale(new Date(now - DAY_MS));
      const imports = await removeFailedImportFiles(new Date(now - FAILED_IMPORT_KEEP_DAYS * DAY_MS));
      const mails = await pruneCaptures(new Date(now - CAPTURE_KEEP_DAYS * DAY_MS));
      if (removed || imports || mails) log.info('files.cleanup', { removed, imports, mails });
    },
  },
  {
    // Subscriptions (001 §3 Subscription): a new opportunity reaches the inbox of every subscription it matches, once.
    name: OPPORTUNITY_PUSH_JOB,
    run: async (data, boss) => {
      await pushOpportunity(opportunityRef.parse(data), new Date(), boss);
      await boss.send(MAIL_INSTANT_JOB, {}, { singletonKey: 'after-push' });
    },
  },
  {
    // Saved searches of /search.html and /scheme.html (docs/features.md, Saved searches and feeds): an
    // import's new winning bids, a newly listed scheme.
    name: RECORD_PUSH_JOB,
    run: async (data, boss) => {
      const { kind, codes } = listRecords.parse(data);
      await pushListRecords(kind, codes);
      await boss.send(MAIL_INSTANT_JOB, {}, { singletonKey: 'after-push' });
    },
  },
  {
    // SMS pushes (docs/features.md "SMS pushes"): one push SMS, queued by the push above for a user who opted in,
    // started at 08:00 when it fell in the quiet hours; retried with backoff, then given up.
    name: SMS_PUSH_JOB,
    run: async (data) => {
      await runSmsPushJob(data);
    },
  },
  {
    // SMS pushes whose job was lost (a process stopped between the row and its job): sent again, every 10 minutes.
    name: 'sms-push.sweep',
    cron: '*/10 * * * *',
    run: async (_data, boss) => {
      await requeueStalePushes(boss);
    },
  },
  {
    // Procurement data an editor uploaded in the console: read from disk, written in batches, resumable;
    // its new opportunities are queued for their subscribers on the job's own queue.
    name: IMPORT_RUN_JOB,
    run: async (data, boss) => {
      await runImportJob(importRun.parse(data).jobId, (refs) => queueOpportunityPushes(boss, refs));
    },
  },
  {
    // Private numbers (001 §7 Contact): a binding is freed when its job comes due, and every minute as a sweep (a job lost
    // with a process, or one that ran a moment early).
    name: PRIVATE_NUMBER_EXPIRE_JOB,
    cron: '* * * * *',
    run: async () => {
      const expired = await expirePrivateNumbers();
      if (expired) log.info('private_number.expired', { expired });
    },
  },
  {
    // Analytics (docs/features.md): yesterday's report, ten minutes after midnight in China (16:10 UTC), and
    // events older than the report keeps dropped.
    name: 'analytics.daily',
    cron: '10 16 * * *',
    run: async () => {
      const rows = await buildDailyReport(chinaDay(new Date(Date.now() - DAY_MS)));
      await pruneEvents();
      log.info('analytics.daily', { rows: rows.length });
    },
  },
  {
    // Each site's hot searches (000 §2, 001 §9) from the last 30 days' searches that found something
    // and the defaults its data answers, twenty minutes after midnight in China; then the search
    // vocabulary, which holds them (docs/search.md "Forgiving search").
    name: 'hot-searches.daily',
    cron: '20 16 * * *',
    run: async () => {
      await flushSearches();
      const db = await getDb();
      const rows = await computeHotSearches(db);
      const terms = await refreshVocabulary(db);
      log.info('hot_searches.daily', { rows, terms });
    },
  },
  {
    // Open data (docs/open-data.md "Bulk files"): every release and the winning bids, forty minutes after
    // midnight in China, after the day's other jobs; taking a quarter of the time, so the visitors of the
    // process it runs in (on a new site, right after its start) keep the rest.
    name: OCDS_BULK_JOB,
    cron: '40 16 * * *',
    // Paced, the files of 10,000,000 bids take hours, not pg-boss's default 15 minutes.
    expireInSeconds: BULK_EXPIRE_SECONDS,
    run: async () => {
      const manifest = await writeBulkFiles(undefined, { duty: BULK_DUTY });
      log.info('ocds.bulk', { files: manifest.files.map((f) => ({ name: f.name, count: f.count, sizeBytes: f.sizeBytes })) });
    },
  },
  {
    // Market analytics (docs/analytics.md "Rollups"): every rollup compared with a direct aggregate over the
    // winning bids and rewritten when it differs, fifty minutes after midnight in China.
    name: 'market.rollups',
    cron: '50 16 * * *',
    run: async () => {
      const differing = await checkRollups(await getDb(), { fix: true });
      log.info('market.rollups', { differing });
    },
  },
  {
    // E-mail: instant opportunity mails, claimed so that two processes never send one twice; failed ones
    // come due again with backoff, so the sweep runs every minute.
    name: MAIL_INSTANT_JOB,
    cron: '* * * * *',
    run: async () => {
      await sendInstantMails();
    },
  },
  {
    // E-mail: hourly, each user whose digest hour (China time) it is gets what arrived since the last digest.
    name: MAIL_DIGEST_JOB,
    cron: '3 * * * *',
    run: async () => {
      await sendDigests();
    },
  },
];
