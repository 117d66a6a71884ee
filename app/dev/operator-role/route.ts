import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { isOperatorRole } from '@/lib/operators/roles';
import { assertSameSite } from '@/lib/server/http/csrf';
import { errorResponse } from '@/lib/server/http/route';
import { grantRole } from '@/lib/server/operators';

// `npm run operator -- --grant` for the end-to-end server, whose embedded database no second process may
// open: POST {mobile, role}. Exists outside production, and in a production build only with
// DEV_OPERATOR_ROUTES=true (the end-to-end server); a 404 elsewhere, the demo of `npm start` included.
export async function POST(req: NextRequest): Promise<NextResponse> {
  if (env.NODE_ENV === 'production' && !env.DEV_OPERATOR_ROUTES) return NextResponse.json({ code: 40400, msg: '接口不存在', data: null }, { status: 404 });
  try {
    assertSameSite(req);
    const body = (await req.json().catch(() => null)) as { mobile?: unknown; role?: unknown } | null;
    const mobile = typeof body?.mobile === 'string' ? body.mobile : '';
    const role = typeof body?.role === 'string' ? body.role : '';
    if (!/^1\d{10}$/.test(mobile) || !isOperatorRole(role)) return NextResponse.json({ code: 40000, msg: '参数不正确', data: null }, { status: 400 });
    await grantRole({ operatorId: null, name: 'cli:e2e' }, mobile, role);
    return NextResponse.json({ code: 0, msg: '成功', data: null });
  } catch (err) {
    return errorResponse(err, req);
  }
}
