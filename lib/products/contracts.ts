import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { categoryListSchema, detailSchema, serviceListSchema, serviceSearchSchema } from '@/lib/solutions/schemas';
import {
  categoryListAnswerSchema,
  serviceSuggestionSchema,
  solutionDetailSchema,
  solutionListSchema,
  solutionPriceRangeSchema,
  solutionSourceSchema,
} from '@/lib/solutions/types';

// The solutions page's calls (001 §7 Solutions page): the list, its filters, the detail and the
// search box's suggestions.

export const serviceListCall = contract(catalogue.serviceList, {
  summary: 'One page of the solutions list for the filters and sort, with its total (001 §7 serviceList).',
  input: serviceListSchema,
  output: solutionListSchema,
});

export const categoryListCall = contract(catalogue.categoryList, {
  summary: 'The first level of the solution categories, or the children of parentCode (001 §7 categoryList).',
  input: categoryListSchema,
  output: categoryListAnswerSchema,
});

export const sourceListCall = contract(catalogue.sourceList, {
  summary: "The solution sources of the list's filter (001 §7 sourceList).",
  input: z.object({}),
  output: z.object({ list: z.array(solutionSourceSchema) }),
});

export const priceListCall = contract(catalogue.priceList, {
  summary: "The preset price ranges of the list's filter, in 万 (001 §7 priceList).",
  input: z.object({}),
  output: z.object({ list: z.array(solutionPriceRangeSchema) }),
});

export const detailCall = contract(catalogue.detail, {
  summary: 'A solution in full with related ones, by its originIdSec (001 §7 detail).',
  input: detailSchema,
  output: solutionDetailSchema,
});

export const getServiceSearchCall = contract(catalogue.getServiceSearch, {
  summary: 'Solution names matching a keyword for the search box, with their counts (001 §7 getServiceSearch).',
  input: serviceSearchSchema,
  output: z.object({ list: z.array(serviceSuggestionSchema) }),
});
