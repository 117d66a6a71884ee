import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { biddingListSchema, dealOrderSchema, govCityListSchema, tenderStatisticsQuerySchema } from './schemas';
import { dealItemSchema, govCitySchema, tenderFileInfoSchema, tenderStatisticsSchema } from './types';

// Government tendering (000 §7, 002 §7): the city header's statistics, the city's deals and notices,
// and the cities with tenders.

export const getTenderStatisticsCall = contract(catalogue.getTenderStatistics, {
  summary: "A city's awarded tenders and their total in 万元, for the city header (002 §7 getTenderStatistics).",
  input: tenderStatisticsQuerySchema,
  output: tenderStatisticsSchema,
});

export const getNewGovDealOrderCall = contract(catalogue.getNewGovDealOrder, {
  summary: "A city's latest deals (awarded tenders), newest first (000 §7 getNewGovDealOrder).",
  input: dealOrderSchema,
  output: z.object({ list: z.array(dealItemSchema) }),
});

export const getGovCityListCall = contract(catalogue.getGovCityList, {
  summary: 'The cities with government tenders, in pinyin order, with their counts (000 §7 getGovCityList).',
  input: govCityListSchema,
  output: z.object({ list: z.array(govCitySchema) }),
});

export const getGovBiddingListCall = contract(catalogue.getGovBiddingList, {
  summary: "A city's procurement notices with their files, newest first or (open=1) open ones closing soonest first (000 §7 getGovBiddingList).",
  input: biddingListSchema,
  output: listPageOf(tenderFileInfoSchema),
});
