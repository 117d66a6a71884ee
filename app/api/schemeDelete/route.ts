import { NextResponse } from 'next/server';
import { deleteUploadSchema } from '@/lib/files/schemas';
import { deleteOwnUpload } from '@/lib/server/files/uploads';
import { assertSameSiteSource } from '@/lib/server/http/csrf';
import { legacyRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// A GET that deletes (001 §7 names it so): refused from other sites like any state-changing call.
export const GET = legacyRoute({ source: 'query', input: deleteUploadSchema }, async ({ fileName }, { req }) => {
  assertSameSiteSource(req);
  const session = await requireUser(req);
  await deleteOwnUpload(session.userId, fileName);
  return NextResponse.json({ code: 200, msg: '成功删除！', data: null });
});
