import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';

/** An error the client should see as it is: HTTP status, envelope code and a Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (msg = '内容不存在或已下架') => new ApiError(404, ErrorCode.notFound, msg);
export const badRequest = (msg: string) => new ApiError(400, ErrorCode.badRequest, msg);
