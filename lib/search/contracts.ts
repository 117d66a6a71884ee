import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { searchByTypeSchema } from './schemas';
import { searchByTypeAnswerSchema } from './types';

// The combined search's call (000 §7).

export const searchByTypeCall = contract(catalogue.searchByType, {
  summary: 'One page of winning bids (type 3) or suppliers (type 1) with labels, total and cities (000 §7 searchByType).',
  input: searchByTypeSchema,
  output: searchByTypeAnswerSchema,
});
