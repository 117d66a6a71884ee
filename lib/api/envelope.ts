// The spec's answer shape for every call (000 §7): code 0 is success, anything else carries a msg.
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Codes of the session-expiry family (000 §6): refresh once, retry, then log in again. */
export const SESSION_EXPIRED_CODES = [40101, 40102, 40103] as const;

/** Codes the server answers with besides the spec's own ones. */
export const ErrorCode = {
  badRequest: 40000,
  notLoggedIn: 40101,
  sessionExpired: 40102,
  sessionInvalid: 40103,
  forbidden: 40300,
  /** A sensitive console action without a fresh SMS code (step-up, docs/features.md Operator console). */
  stepUpRequired: 40310,
  notFound: 40400,
  conflict: 40900,
  methodNotAllowed: 40500,
  tooMany: 42900,
  server: 50000,
  unavailable: 50300,
} as const;

/** The body read as an envelope, or null when it is not one (an HTML error page, a proxy's text). */
export function asEnvelope(body: unknown): Envelope<unknown> | null {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
    ? (body as Envelope<unknown>)
    : null;
}
