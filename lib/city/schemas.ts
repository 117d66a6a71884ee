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

const regionCode = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^\d{6}$/, '地区编码应为 6 位数字');

/** getCity (000 §7): one city by its code; without one, the city the request is on (host, cookie, default). */
export const getCitySchema = z.object({ cityCode: cityCode.optional() });

/** getRegionInfo (000 §7): one GB/T 2260 region with the regions above and below it. */
export const regionInfoSchema = z.object({ regionCode: regionCode('请选择地区') });

/** getAllentCity (000 §7, multipart): the cities that have suppliers, of one province when given. */
export const allEntCitySchema = z.object({
  provinceCode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, '省份编码应为 6 位数字')
    .optional()
    .transform((v) => v || undefined),
});

/** findAllCounty (000 §7, multipart): the districts and counties of one city. */
export const findAllCountySchema = z.object({ cityCode });
