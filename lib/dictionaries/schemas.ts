import { z } from 'zod';
import { BASE_CODES } from './types';

/** dimJfBaseDict (001 §7): one of the base codes the scheme page reads. */
export const dictQuerySchema = z.object({
  baseCode: z.enum(BASE_CODES, { error: '字典类型不正确' }),
});

/** queryAllCity takes no input; unknown query parameters are ignored. */
export const allCityQuerySchema = z.object({}).loose();
