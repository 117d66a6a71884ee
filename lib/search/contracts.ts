import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { searchByTypeSchema, searchSuggestAnswerSchema, searchSuggestSchema } from './schemas';
import { searchByTypeAnswerSchema } from './types';

// The combined search's call (000 §7).

export const searchByTypeCall = contract(catalogue.searchByType, {
  summary: 'One page of winning bids (type 3) or suppliers (type 1) with labels, total and cities (000 §7 searchByType).',
  input: searchByTypeSchema,
  output: searchByTypeAnswerSchema,
});

export const searchSuggestCall = contract(catalogue.searchSuggest, {
  summary: 'Up to 10 suggestions for what is typed in the search box: popular searches, title words, purchasers and suppliers, by prefix, pinyin or initials.',
  input: searchSuggestSchema,
  output: searchSuggestAnswerSchema,
});
