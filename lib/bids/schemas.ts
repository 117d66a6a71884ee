import { z } from 'zod';
import { pageFields } from '@/lib/api/paging';
import { recordId } from '@/lib/api/record-id';

// Inputs of the winning-bid calls (000 §7). Bad input is refused with a Chinese message.

const bidCode = z
  .string({ error: '请提供中标编号' })
  .trim()
  .min(1, '请提供中标编号')
  .max(64, '中标编号不正确');

/** Purchase history pages hold this many bids unless the caller asks for another size. */
export const HISTORY_PAGE_SIZE = 5;

/** getBidByCode: one winning-bid record by its code. */
export const bidByCodeQuerySchema = z.object({ bidCode });

/** getBidRecommendSupplier: suppliers to recommend next to a bid. */
export const bidRecommendQuerySchema = z.object({
  bidId: recordId('中标编号'),
});

/** getHistoryBidByPurchaseCode: the purchaser's other bids; bidCode names the one to leave out. */
export const purchaserHistoryQuerySchema = z.object({
  purchaseCode: z
    .string({ error: '请提供采购单位编码' })
    .trim()
    .min(1, '请提供采购单位编码')
    .max(64, '采购单位编码不正确'),
  bidCode: z.preprocess((v) => (v === '' ? undefined : v), bidCode.optional()),
  ...pageFields(HISTORY_PAGE_SIZE),
});

