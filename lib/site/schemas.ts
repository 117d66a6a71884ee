import { z } from 'zod';

/** baseInfo (000 §7, GET) takes no input: the request's host and city cookie say which site asks. */
export const baseInfoSchema = z.object({}).loose();
