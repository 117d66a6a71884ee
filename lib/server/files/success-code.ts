import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { asEnvelope } from '@/lib/api/envelope';

/** 001 §7's success code for its file calls: schemeUploadFile and schemeDelete ("code 200 means success"). */
export const FILE_CALL_SUCCESS = 200;

/**
 * A contract route's answers with 001 §7's success code: its file calls (and chatUpload, which answers
 * as schemeUploadFile) say success with code 200 where every other call says 0 (000 §7). The answer
 * is the contract's, checked as any; only a success's code changes. Refusals pass as they are.
 */
export function withFileCallSuccessCode(route: (req: NextRequest) => Promise<NextResponse>) {
  return async (req: NextRequest): Promise<NextResponse> => {
    const res = await route(req);
    if (!res.ok) return res;
    const answer = asEnvelope(await res.clone().json().catch(() => null));
    if (answer?.code !== 0) return res;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return NextResponse.json({ ...answer, code: FILE_CALL_SUCCESS }, { status: res.status, headers });
  };
}
