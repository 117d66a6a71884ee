import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { assertSameSite } from '@/lib/server/http/csrf';
import { errorResponse } from '@/lib/server/http/route';
import { JOBS, MAIL_DIGEST_JOB } from '@/lib/server/jobs/jobs';
import { appQueue } from '@/lib/server/jobs/queue';

// The hourly digest job (docs/features.md, E-mail) queued now, for the end-to-end server, whose
// embedded database no second process may open; it sends what it would at the top of the hour (the
// users whose digest hour it is). Exists outside production, and in a production build only with
// DEV_OPERATOR_ROUTES=true (the end-to-end server); a 404 elsewhere, the demo of `npm start` included.
export async function POST(req: NextRequest): Promise<NextResponse> {
  if (env.NODE_ENV === 'production' && !env.DEV_OPERATOR_ROUTES) return NextResponse.json({ code: 40400, msg: '接口不存在', data: null }, { status: 404 });
  try {
    assertSameSite(req);
    const boss = await appQueue(JOBS);
    const id = await boss.send(MAIL_DIGEST_JOB, {});
    return NextResponse.json({ code: 0, msg: '成功', data: { id } });
  } catch (err) {
    return errorResponse(err, req);
  }
}
