import { z } from 'zod';

/** downloadNetFile (002 §7): the file's address and the name to save it under. */
export const downloadQuerySchema = z.object({
  url: z.string({ error: '下载地址不能为空' }).trim().min(1, '下载地址不能为空').max(2000, '下载地址过长'),
  filename: z.string().max(200, '文件名过长').optional(),
});

/** getTenderStatistics (002 §7): the city's code. */
export const tenderStatisticsQuerySchema = z.object({
  cityCode: z.string({ error: '城市编码不正确' }).regex(/^\d{6}$/, '城市编码不正确'),
});
