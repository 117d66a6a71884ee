import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { supplierCardSchema } from '@/lib/suppliers/types';
import { bidByCodeQuerySchema, bidRecommendQuerySchema, purchaserHistoryQuerySchema } from './schemas';
import { bidRecordSchema, winningBidDetailSchema } from './types';

// The winning-bid calls (000 §7).

export const getBidByCodeCall = contract(catalogue.getBidByCode, {
  summary: 'One winning-bid record with its notice, by its code (000 §7 getBidByCode).',
  input: bidByCodeQuerySchema,
  output: winningBidDetailSchema,
});

export const getBidRecommendSupplierCall = contract(catalogue.getBidRecommendSupplier, {
  summary: "Up to 6 suppliers of the bid's trade (000 §7 getBidRecommendSupplier).",
  input: bidRecommendQuerySchema,
  output: z.object({ list: z.array(supplierCardSchema) }),
});

export const getHistoryBidByPurchaseCodeCall = contract(catalogue.getHistoryBidByPurchaseCode, {
  summary: "The purchaser's other winning bids, newest first (000 §7 getHistoryBidByPurchaseCode).",
  input: purchaserHistoryQuerySchema,
  output: listPageOf(bidRecordSchema),
});
