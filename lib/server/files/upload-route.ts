import 'server-only';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import type { chatUploadCall, schemeUploadFileCall } from '@/lib/files/contracts';
import { FILE_CALL_SUCCESS, UPLOAD_RULES, WRONG_FORMAT, type FileKind } from '@/lib/files/rules';
import type { UploadedFile } from '@/lib/files/types';
import { assertSameSite } from '@/lib/server/http/csrf';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { answerWith, streamRoute } from '@/lib/server/http/route';
import { consume } from '@/lib/server/rate-limit';
import { requireUser } from '@/lib/server/session/auth';
import { readOneFile } from './multipart';
import { saveUpload } from './uploads';

// schemeUploadFile (001 §7) and the chat's chatUpload: the route-handler ladder of apiRoute (same-site,
// authorize, service, envelope by the contract) on streamRoute, with a streamed multipart body read as
// it arrives instead of a parsed one.

const HARD_MAX = UPLOAD_RULES.archive.maxBytes;
/** Multipart framing and the srctype field around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** Uploads a user may send: generous for a form with a dozen files, bounded for storage and memory. */
const UPLOAD_LIMITS = [
  { max: 60, windowSec: 600 },
  { max: 300, windowSec: 86_400 },
];

type KindOf = (srctype: string | undefined) => FileKind | null;

/** The rule while streaming: the srctype's if it came before the file (our widgets send it first), else the largest. */
const streamingRule = (kindOf: KindOf, fields: Record<string, string>) => UPLOAD_RULES[kindOf(fields.srctype) ?? 'archive'];

/**
 * An upload of a logged-in user, same-site, within their limits, streamed and checked by content:
 * the kind comes from the form's srctype as `kindOf` reads it. Throws the refusal to answer.
 */
export async function receiveUpload(
  req: NextRequest,
  kindOf: KindOf,
  /** The refusal of a file of the wrong type, per kind, where a form says it its own way. */
  wrongFormat: Partial<Record<FileKind, string>> = {},
): Promise<{ kind: FileKind; data: UploadedFile }> {
  assertSameSite(req);
  const session = await requireUser(req);
  // A body that announces more than any upload may hold is refused before a byte of it is read.
  if (Number(req.headers.get('content-length') ?? 0) > HARD_MAX + ENVELOPE_BYTES) {
    throw new ApiError(413, ErrorCode.badRequest, UPLOAD_RULES.archive.tooBig);
  }
  const decision = await consume(`upload:user:${session.userId}`, UPLOAD_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '操作过于频繁，请稍后再试');
  const { fields, file } = await readOneFile(req, {
    hardMax: HARD_MAX,
    maxBytes: (f) => streamingRule(kindOf, f).maxBytes,
    tooBig: (f) => streamingRule(kindOf, f).tooBig,
  });
  const kind = kindOf(fields.srctype);
  if (!kind) throw badRequest('上传类型不正确');
  if (!file) throw badRequest('请选择要上传的文件');
  const data = await saveUpload(session.userId, kind, file.name, file.data).catch((err: unknown) => {
    const own = wrongFormat[kind];
    throw own && err instanceof ApiError && err.message === WRONG_FORMAT ? badRequest(own) : err;
  });
  return { kind, data };
}

/**
 * The route of an upload call answered as 001 §7 has it: the file streamed and checked by its kind
 * (`kindOf` reads the form's srctype), the contract's answer with 上传成功 and code 200.
 */
export function uploadRoute(
  contract: typeof schemeUploadFileCall | typeof chatUploadCall,
  kindOf: KindOf,
  wrongFormat: Partial<Record<FileKind, string>> = {},
) {
  return streamRoute(contract, async ({ req }) => {
    const { data } = await receiveUpload(req, kindOf, wrongFormat);
    return answerWith(contract, data, { msg: '上传成功', code: FILE_CALL_SUCCESS });
  });
}
