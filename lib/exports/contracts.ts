import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { exportListSchema } from './schemas';

export const exportListCall = contract(catalogue.exportList, {
  summary:
    'A list as the page shows it under its filters and order (search bids / suppliers, business, demandHall, scheme), as .xlsx or CSV (UTF-8 with BOM), at most 10,000 rows; logged-in users only, 20 a day.',
  input: exportListSchema,
  // A file, not an envelope: the body as it comes.
  output: z.file(),
});
