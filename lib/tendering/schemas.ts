import { z } from 'zod';
import { pageFields } from '@/lib/api/paging';

/** downloadNetFile (002 §7): the file's address and the name to save it under. */
export const downloadQuerySchema = z.object({
  url: z.string({ error: '下载地址不能为空' }).trim().min(1, '下载地址不能为空').max(2000, '下载地址过长'),
  filename: z.string().max(200, '文件名过长').optional(),
});

/** getTenderStatistics (002 §7): the city's code. */
export const tenderStatisticsQuerySchema = z.object({
  cityCode: z.string({ error: '城市编码不正确' }).regex(/^\d{6}$/, '城市编码不正确'),
});

const cityCode = z.string({ error: '城市编码不正确' }).trim().regex(/^\d{6}$/, '城市编码不正确');

/** getNewGovDealOrder (000 §7, POST): a city's latest deals (awarded tenders). */
export const dealOrderSchema = z.object({
  cityCode,
  pageSize: z.coerce.number({ error: '条数应为数字' }).int('条数应为整数').min(1, '条数应从 1 开始').max(20, '最多 20 条').default(8),
});

/** getGovBiddingList (000 §7, GET): a city's procurement notices with their files; `open=1` only those still open. */
export const biddingListSchema = z.object({
  cityCode,
  open: z.enum(['0', '1'], { error: '参数不正确（open 应为 0 或 1）' }).default('0'),
  ...pageFields(10),
});

/** getGovCityList (000 §7, GET) takes no input. */
export const govCityListSchema = z.object({}).loose();
