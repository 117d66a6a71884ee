import { z } from 'zod';

/** The health checks take no parameters; whatever a prober appends is ignored. */
export const healthQuerySchema = z.object({}).loose();
