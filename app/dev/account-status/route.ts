import { NextResponse, type NextRequest } from 'next/server';
import { isAccountStatus } from '@/lib/accounts/status';
import { env } from '@/lib/env';
import { setAccountStatus } from '@/lib/server/accounts/status';
import { assertSameSite } from '@/lib/server/http/csrf';
import { errorResponse } from '@/lib/server/http/route';

// The operator's `npm run account:status` for the end-to-end server, whose embedded database no second
// process may open: POST {mobile, status}. Exists outside production, and in a production build only
// with DEV_OPERATOR_ROUTES=true (the end-to-end server); a 404 elsewhere, the demo of `npm start`
// included.
export async function POST(req: NextRequest): Promise<NextResponse> {
  if (env.NODE_ENV === 'production' && !env.DEV_OPERATOR_ROUTES) return NextResponse.json({ code: 40400, msg: '接口不存在', data: null }, { status: 404 });
  try {
    assertSameSite(req);
    const body = (await req.json().catch(() => null)) as { mobile?: unknown; status?: unknown } | null;
    const mobile = typeof body?.mobile === 'string' ? body.mobile : '';
    const status = Number(body?.status);
    if (!/^1\d{10}$/.test(mobile) || !isAccountStatus(status)) return NextResponse.json({ code: 40000, msg: '参数不正确', data: null }, { status: 400 });
    const done = await setAccountStatus(mobile, status);
    return NextResponse.json({ code: done ? 0 : 40400, msg: done ? '成功' : '账号不存在', data: null }, { status: done ? 200 : 404 });
  } catch (err) {
    return errorResponse(err, req);
  }
}
