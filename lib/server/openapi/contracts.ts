import 'server-only';
import type { Contract } from '@/lib/api/contract';
import * as accounts from '@/lib/accounts/contracts';
import * as activation from '@/lib/activation/contracts';
import * as activityConsole from '@/lib/activities/admin-contracts';
import * as activationReview from '@/lib/activation/review-contracts';
import * as activities from '@/lib/activities/contracts';
import * as ads from '@/lib/ads/contracts';
import * as analytics from '@/lib/analytics/contracts';
import * as bids from '@/lib/bids/contracts';
import * as captcha from '@/lib/captcha/contracts';
import * as cases from '@/lib/cases/contracts';
import * as chat from '@/lib/chat/contracts';
import * as city from '@/lib/city/contracts';
import * as consult from '@/lib/consult/contracts';
import * as contact from '@/lib/contact/contracts';
import * as dictionaries from '@/lib/dictionaries/contracts';
import * as experts from '@/lib/experts/contracts';
import * as exportsFeature from '@/lib/exports/contracts';
import * as expertsAdmin from '@/lib/experts/admin-contracts';
import * as files from '@/lib/files/contracts';
import * as inbox from '@/lib/inbox/contracts';
import * as mail from '@/lib/mail/contracts';
import * as newsAdmin from '@/lib/news/admin-contracts';
import * as news from '@/lib/news/contracts';
import * as operators from '@/lib/operators/contracts';
import * as adsAdmin from '@/lib/ads/admin-contracts';
import * as friendlyLinks from '@/lib/friendly-links/contracts';
import * as homePicks from '@/lib/home/picks-contracts';
import * as opportunities from '@/lib/opportunities/contracts';
import * as phoneCode from '@/lib/phone-code/contracts';
import * as productCategories from '@/lib/products/category-contracts';
import * as productsAdmin from '@/lib/products/admin-contracts';
import * as products from '@/lib/products/contracts';
import * as publish from '@/lib/publish/contracts';
import * as importConsole from '@/lib/imports/console-contracts';
import * as ruleConsole from '@/lib/rules-centre/contracts';
import * as savedSearches from '@/lib/saved-searches/contracts';
import * as schemes from '@/lib/schemes/contracts';
import * as search from '@/lib/search/contracts';
import * as smsPush from '@/lib/sms-push/contracts';
import * as suppliers from '@/lib/suppliers/contracts';
import * as support from '@/lib/support/contracts';
import * as tenderingFiles from '@/lib/tendering/file-contracts';
import * as tendering from '@/lib/tendering/contracts';
import * as userCenter from '@/lib/user-center/contracts';

// Every feature's contracts module, for the API document and the tests that hold the contracts to the
// catalogue; a new feature's module joins this list (a test fails for a served call without a contract).
const modules = [
  accounts, activation, activationReview, activities, activityConsole, ads, adsAdmin, analytics, bids, captcha, cases, chat,
  city, consult, contact, dictionaries, experts, expertsAdmin, exportsFeature, files, friendlyLinks, homePicks, importConsole, inbox, mail, news, newsAdmin, operators,
  opportunities, phoneCode, productCategories, products, productsAdmin, publish, ruleConsole, savedSearches, schemes, search, smsPush, suppliers, support, tenderingFiles,
  tendering, userCenter,
];

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'call' in value && 'input' in value && 'output' in value;

const all: readonly Contract[] = modules.flatMap((module) => Object.values(module as Record<string, unknown>).filter(isContract));

/** Every contract of the served calls: what the partners' document describes. */
export const contracts: readonly Contract[] = all.filter((c) => !c.call.role);

/** The operator console's contracts (their calls name a role): typed and checked like the others, never published. */
export const adminContracts: readonly Contract[] = all.filter((c) => c.call.role);
