import { z } from 'zod';

const cityCode = z
  .string({ error: '请选择城市' })
  .trim()
  .regex(/^\d{6}$/, '城市编码应为 6 位数字');

/** changeCity (000 §7 "city switch"): the city code and the caller's timestamp. */
export const changeCitySchema = z.object({
  cityCode,
  t: z.coerce.number().int().nonnegative().optional(),
});

/** getFriendlyLink: friendly links by cityCode. */
export const friendlyLinkQuerySchema = z.object({ cityCode });

/** getCityProducts takes no input; unknown query parameters are ignored. */
export const cityProductsQuerySchema = z.object({}).loose();

/** getNavbarCitys: one city's apps, or the hot cities' without a code. */
export const navbarCitysQuerySchema = z.object({ cityCode: cityCode.optional() });

/** locationList: the regions under a six-digit region code, or the provinces without one. */
export const locationListQuerySchema = z.object({
  parentCode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, '地区编码应为 6 位数字')
    .optional()
    .transform((v) => v || undefined),
});

/** getLocationInfo takes no input. */
export const locationInfoQuerySchema = z.object({}).loose();
