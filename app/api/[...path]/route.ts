import { NextResponse } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';

// An address under /api that names no call answers the envelope too (a client reads code and msg,
// never an HTML 404 page).
function unknownCall(): NextResponse {
  return NextResponse.json({ code: ErrorCode.notFound, msg: '接口不存在', data: null }, { status: 404 });
}

export const GET = unknownCall;
export const POST = unknownCall;
export const PUT = unknownCall;
export const PATCH = unknownCall;
export const DELETE = unknownCall;
