import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { allCityQuerySchema, dictQuerySchema } from './schemas';
import { cityMapSchema, dictResponseSchema } from './types';

// The dictionary calls (001 §7): reference data the forms and the scheme page read.

export const dimJfBaseDictCall = contract(catalogue.dimJfBaseDict, {
  summary: 'One base dictionary (001 §3), nested to its three levels (001 §7 dimJfBaseDict).',
  input: dictQuerySchema,
  output: dictResponseSchema,
});

export const queryAllCityCall = contract(catalogue.queryAllCity, {
  summary: 'Every city under its initial letter, letters and cities in order (001 §7 queryAllCity).',
  input: allCityQuerySchema,
  output: cityMapSchema,
});
