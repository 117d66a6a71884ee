import { z } from 'zod';

/** setSmsPush: opt in or out of SMS pushes. */
export const setSmsPushSchema = z.object({ enabled: z.boolean({ error: '请选择是否接收短信推送' }) });
export type SetSmsPushInput = z.infer<typeof setSmsPushSchema>;
