import { normalizeCityCode } from '@/lib/city/rules';
import { biddingListSchema } from '@/lib/tendering/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { listTenderNotices } from '@/lib/server/tendering/service';

// 000 §7 getGovBiddingList (GET): a city's procurement notices with their files (002 §3 Tender file
// info), newest first; with open=1 only those still open, closing soonest first.
export const GET = legacyRoute({ source: 'query', input: biddingListSchema }, async ({ cityCode, open, pageStart, pageSize }) => {
  const page = await listTenderNotices(normalizeCityCode(cityCode), pageStart, pageSize, open === '1' ? { closingAfter: new Date() } : {});
  return { list: page.items, total: page.total };
});
