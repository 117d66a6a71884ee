import { normalizeCityCode } from '@/lib/city/rules';
import { apiRoute } from '@/lib/server/http/route';
import { listTenderNotices } from '@/lib/server/tendering/service';
import { getGovBiddingListCall } from '@/lib/tendering/contracts';

// 000 §7 getGovBiddingList (GET): a city's procurement notices with their files (002 §3 Tender file
// info), newest first; with open=1 only those still open, closing soonest first.
export const GET = apiRoute(getGovBiddingListCall, async ({ cityCode, open, pageStart, pageSize }) => {
  const page = await listTenderNotices(normalizeCityCode(cityCode), pageStart, pageSize, open === '1' ? { closingAfter: new Date() } : {});
  return { list: page.items, total: page.total };
});
