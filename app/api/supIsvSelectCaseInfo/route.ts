import { schemePayloadSchema } from '@/lib/schemes/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { submitScheme } from '@/lib/server/schemes/service';
import { requireUser } from '@/lib/server/session/auth';

export const POST = legacyRoute({ source: 'json', input: schemePayloadSchema, bareMessages: true }, async (input, { req }) => {
  const session = await requireUser(req);
  return submitScheme(session, input);
});
