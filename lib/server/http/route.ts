import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { CallEntry } from '@/lib/api/catalogue';
import type { Contract, OutputOf, ParsedInputOf } from '@/lib/api/contract';
import { ErrorCode, type Envelope } from '@/lib/api/envelope';
import { env } from '@/lib/env';
import { isTimeoutError } from '@/lib/server/db/availability';
import { noteFailure } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { REQUEST_ID_HEADER } from '@/lib/request-id.mjs';
import { assertSameSite } from './csrf';
import { ApiError } from './errors';

type Source = 'query' | 'json' | 'form' | 'multipart';

export interface RouteContext {
  req: NextRequest;
}

/** Bodies above this are refused before parsing: no call of the spec sends more. */
const MAX_BODY_BYTES = 256 * 1024;

async function readInput(req: NextRequest, source: Source): Promise<unknown> {
  if (source === 'query') return Object.fromEntries(req.nextUrl.searchParams);
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new ApiError(413, ErrorCode.badRequest, '请求内容过大');
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, ErrorCode.badRequest, '请求内容过大');
  if (source === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (!text.trim()) return {};
  if (source === 'multipart') return multipartFields(text, req.headers.get('content-type'));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, ErrorCode.badRequest, '请求格式不正确，应为 JSON');
  }
}

/**
 * The text fields of a multipart body (000 §7's "multipart" calls send fields, no files); a file part
 * is dropped, so it can never reach a service. A form-encoded body is read alike.
 */
async function multipartFields(text: string, contentType: string | null): Promise<Record<string, string>> {
  try {
    const form = await new Response(text, { headers: { 'content-type': contentType ?? '' } }).formData();
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    throw new ApiError(400, ErrorCode.badRequest, '请求格式不正确，应为 multipart/form-data');
  }
}

/** Whether any text in a parsed input (keys included) holds a control character PostgreSQL refuses (NUL). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** Every input of every route: a NUL byte is refused here, so no text column sees one and no route can forget. */
function checkedInput(input: unknown): unknown {
  if (holdsNul(input)) throw new ApiError(400, ErrorCode.badRequest, '参数包含非法字符');
  return input;
}

const UNAVAILABLE = { code: ErrorCode.unavailable, msg: '服务繁忙，请稍后重试', data: null };

const CHINESE = /[\u4e00-\u9fff]/;

function issueMessage(err: z.ZodError, bare = false): string {
  const first = err.issues[0];
  if (!first) return '参数不正确';
  // zod's own messages (a body that is not an object, say) are English: the answer says it in Chinese.
  const message = CHINESE.test(first.message) ? first.message : '格式不正确';
  // A form's own call answers the field's message as the form shows it ('企业名称不能为空', 001 §5).
  if (bare) return CHINESE.test(first.message) ? first.message : '参数不正确';
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `参数不正确（${where}${message}）`;
}

/**
 * What the log keeps of an unexpected error: a database error's SQLSTATE and message, never the SQL
 * text or its parameters (drizzle puts both in its own message, "Failed query: ...").
 */
export function describeError(err: unknown): Record<string, unknown> | string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause.code === 'string') return { sqlstate: cause.code, message: String(cause.message ?? '') };
  if (err.message.startsWith('Failed query')) return { message: 'database query failed' };
  return { message: err.message, stack: err.stack };
}

export function envelope<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 0, msg, data };
}

/** An answer its contract does not declare: the route's fault, found in development and tests. */
class ContractViolation extends Error {
  constructor(
    readonly call: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${call} answered a shape its contract does not declare`);
  }
}

// Answers are checked against their contracts in development and tests, and wherever CHECK_CONTRACTS is
// set (the end-to-end server, a production build); a live site pays nothing for it.
const checksAnswers = env.NODE_ENV !== 'production' || env.CHECK_CONTRACTS;

/** `data` as it travels (JSON), checked against the contract's output where answers are checked. */
function checkedAnswer<C extends Contract>(contract: C, data: OutputOf<C>): OutputOf<C> {
  if (!checksAnswers) return data;
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const result = contract.output.safeParse(wire);
  if (!result.success) throw new ContractViolation(contract.call.name, result.error.issues);
  return data;
}

declare const answered: unique symbol;
/** A success answer built from a contract's output (answerWith): the one response a contract route returns itself. */
export type Answered<C extends Contract> = NextResponse & { readonly [answered]: C['call']['name'] };

/**
 * A success envelope with what a plain answer lacks: a message other than 成功, headers (caching, a
 * cookie set on it afterwards), or top-level fields the spec adds beside the envelope (001 §7 addAttention's `login`).
 */
export function answerWith<C extends Contract>(
  contract: C,
  data: OutputOf<C>,
  opts: {
    msg?: string;
    headers?: HeadersInit;
    extra?: Record<string, string | number | boolean>;
    /** A success code other than 0 where the spec names one (001 §7's file calls: 200). */
    code?: number;
  } = {},
): Answered<C> {
  const body = { ...opts.extra, ...envelope(checkedAnswer(contract, data), opts.msg), code: opts.code ?? 0 };
  return NextResponse.json(body, { headers: opts.headers }) as Answered<C>;
}

/** A success envelope browsers and proxies may keep: reference data that changes with a release, not with the user. */
export function cacheableAnswer<C extends Contract>(contract: C, data: OutputOf<C>, maxAgeSec = 3600): Answered<C> {
  return answerWith(contract, data, {
    headers: { 'Cache-Control': `public, max-age=${maxAgeSec}, stale-while-revalidate=${maxAgeSec * 24}` },
  });
}

declare const refused: unique symbol;
/** A refusal answered as a response rather than thrown (a status with headers: Retry-After, say); `data` is null. */
export type Refusal = NextResponse & { readonly [refused]: true };

/**
 * The envelope of a refusal: a non-zero code, the spec's message, data null; `extra` are top-level
 * fields the spec adds beside it (001 §7 quickPublish's `resultcode`).
 */
export function refusal(status: number, code: number, msg: string, opts: { headers?: HeadersInit; extra?: Record<string, string | number | boolean> } = {}): Refusal {
  return NextResponse.json({ ...opts.extra, code, msg, data: null }, { status, headers: opts.headers }) as Refusal;
}

/** Maps any failure to the envelope: known errors as they are, the rest logged and hidden. */
export function errorResponse(err: unknown, req: NextRequest, opts: { bareMessages?: boolean } = {}): NextResponse {
  if (err instanceof ContractViolation) {
    log.error('api.contract_violation', { path: req.nextUrl.pathname, call: err.call, issues: err.issues.slice(0, 5) });
    return NextResponse.json({ code: ErrorCode.server, msg: '服务异常，请稍后重试', data: null }, { status: 500 });
  }
  if (err instanceof ApiError) {
    return NextResponse.json({ code: err.code, msg: err.message, data: err.data }, { status: err.status });
  }
  if (err instanceof z.ZodError) {
    return NextResponse.json({ code: ErrorCode.badRequest, msg: issueMessage(err, opts.bareMessages), data: null }, { status: 400 });
  }
  const requestId = req.headers.get(REQUEST_ID_HEADER) ?? undefined;
  // The database away or too slow is a passing state the client may retry, not a fault of the call.
  if (noteFailure(err) || isTimeoutError(err)) {
    log.warn('api.unavailable', { requestId, path: req.nextUrl.pathname, error: describeError(err) });
    return NextResponse.json(UNAVAILABLE, { status: 503, headers: { 'retry-after': '5' } });
  }
  log.error('api.unhandled', { requestId, path: req.nextUrl.pathname, error: describeError(err) });
  return NextResponse.json({ code: ErrorCode.server, msg: '服务异常，请稍后重试', data: null }, { status: 500 });
}

/** How a call's input travels, by its catalogue entry. */
function sourceOf(entry: CallEntry): Source {
  return entry.method === 'GET' ? 'query' : (entry.body ?? 'json');
}

export interface RouteOptions {
  /** Answer a validation failure with the rule's message alone. */
  bareMessages?: boolean;
}

/**
 * The one route-handler ladder: cross-site check (state-changing methods) -> parse (the contract's
 * input) -> service -> envelope (typed, and checked in development and tests, by the contract's
 * output), errors mapped in one place. Authorization, where a call needs it, is the first thing `run`
 * does with the context.
 */
export function apiRoute<C extends Contract>(
  contract: C,
  run: (input: ParsedInputOf<C>, ctx: RouteContext) => Promise<OutputOf<C> | Answered<C> | Refusal>,
  opts: RouteOptions = {},
) {
  return async (req: NextRequest): Promise<NextResponse> => {
    try {
      assertSameSite(req);
      const input = contract.input.parse(checkedInput(await readInput(req, sourceOf(contract.call)))) as ParsedInputOf<C>;
      const out = await run(input, { req });
      return out instanceof NextResponse ? out : NextResponse.json(envelope(checkedAnswer(contract, out)));
    } catch (err) {
      return errorResponse(err, req, opts);
    }
  };
}

/**
 * The same ladder for calls whose input is not a value to parse (uploads read as a stream, a file
 * answered): `run` reads the request itself and answers through the contract.
 */
export function streamRoute<C extends Contract>(
  contract: C,
  run: (ctx: RouteContext) => Promise<OutputOf<C> | Answered<C> | Refusal>,
  opts: RouteOptions = {},
) {
  return async (req: NextRequest): Promise<NextResponse> => {
    try {
      assertSameSite(req);
      const out = await run({ req });
      return out instanceof NextResponse ? out : NextResponse.json(envelope(checkedAnswer(contract, out)));
    } catch (err) {
      return errorResponse(err, req, opts);
    }
  };
}

/**
 * The ladder of a call that answers a file (the catalogue's `answer: 'blob'`, the spec's "blob"): the
 * input parsed by the contract, the file answered as it is; refusals are envelopes as everywhere.
 */
export function fileRoute<C extends Contract>(
  contract: C,
  run: (input: ParsedInputOf<C>, ctx: RouteContext) => Promise<Response>,
  opts: RouteOptions = {},
) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      assertSameSite(req);
      return await run(contract.input.parse(checkedInput(await readInput(req, sourceOf(contract.call)))) as ParsedInputOf<C>, { req });
    } catch (err) {
      return errorResponse(err, req, opts);
    }
  };
}

/**
 * The ladder of addresses that are not calls of the catalogue and so have no contract: the health
 * checks load balancers ask, the old /common/userid redirect. Every call of the catalogue goes through
 * apiRoute (a test holds app/api to it).
 */
export function plainRoute<S extends z.ZodType, T>(
  opts: { source: Source; input: S } & RouteOptions,
  run: (input: z.infer<S>, ctx: RouteContext) => Promise<T | NextResponse>,
) {
  return async (req: NextRequest): Promise<NextResponse> => {
    try {
      assertSameSite(req);
      const input = opts.input.parse(checkedInput(await readInput(req, opts.source)));
      const out = await run(input, { req });
      return out instanceof NextResponse ? out : NextResponse.json(envelope(out));
    } catch (err) {
      return errorResponse(err, req, opts);
    }
  };
}
