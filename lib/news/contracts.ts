import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { HOT_COUNT, RECOMMENDED_COUNT } from './options';
import { informationListSchema, topListSchema } from './schemas';
import { articlePageSchema, articleSchema, newsColumnSchema } from './types';

// The software-frontier article calls (001 §7 information lists, 002 §7 Articles).

export const informationListCall = contract(catalogue.informationList, {
  summary: 'One page of articles newest first, of a column and/or the featured ones (002 §7 Articles, information list).',
  input: informationListSchema,
  output: articlePageSchema,
});

export const recommandListCall = contract(catalogue.recommandList, {
  summary: 'The recommended columns, in their order (002 §7 Articles, recommended columns).',
  input: topListSchema(RECOMMENDED_COUNT),
  output: z.object({ list: z.array(newsColumnSchema) }),
});

export const hotInformationListCall = contract(catalogue.hotInformationList, {
  summary: 'The most read articles (002 §7 Articles, hot list).',
  input: topListSchema(HOT_COUNT),
  output: z.object({ list: z.array(articleSchema) }),
});
