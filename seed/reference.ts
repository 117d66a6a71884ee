import type { Db } from '@/lib/server/db/client';
import { ensureActivities } from './activities';
import { ensureAds } from './ads';
import { ensureCityApps } from './city-apps';
import { ensureContactOwners } from './contact-owners';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureDemoActivation } from './demo-activation';
import { ensureDemoSchemes } from './demo-schemes';
import { seedDictionaries } from './dictionaries';
import { ensureExperts } from './experts';
import { ensureNavProducts } from './nav-products';
import { ensureNews } from './news';
import { seedSolutionCategories } from './solution-categories';
import { ensureTenderFiles } from './tender-files';

// Data every database needs whatever its demo data: run by `npm run db:seed`, and by every start
// (`npm start`, the end-to-end server) on a database seeded before, so new reference data reaches
// existing databases too. Every step is idempotent.
export async function ensureReferenceData(db: Db): Promise<void> {
  await seedDictionaries(db);
  await ensureDemoAccounts(db);
  await ensureExperts(db);
  await seedSolutionCategories(db);
  await ensureAds(db);
  await ensureNews(db);
  await ensureContactOwners(db);
  await ensureCityApps(db);
  await ensureDemoActivation(db);
  await ensureActivities(db);
  await ensureTenderFiles(db);
  await ensureNavProducts(db);
  await ensureDemoSchemes(db);
}
