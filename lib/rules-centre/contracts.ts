import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { publishRuleSchema } from './schemas';

// The console's rules-centre call (docs/features.md, Operator console): editors only, never published.

export const publishRuleCall = contract(catalogue.publishRule, {
  summary: "Publishes a new text of a rule of the rules centre (chapters and articles, version, effective date); the public page shows it from then on.",
  input: publishRuleSchema,
  output: z.object({ code: z.string(), publishedOn: z.string() }),
});
