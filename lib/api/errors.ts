import { SESSION_EXPIRED_CODES, type Envelope } from './envelope';

/**
 * A call answered with an HTTP error. The shared layer shows no message for it (000 §8): the caller
 * decides, with the status and, when the body was an envelope, its code and msg.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown> | null,
  ) {
    super(envelope?.msg || `HTTP ${status}`);
  }
}

/** 000 §6: HTTP 401 with code 40101, 40102 or 40103 means the login has expired. */
export function isSessionExpiry(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    SESSION_EXPIRED_CODES.some((code) => code === error.envelope?.code)
  );
}

/** A 4xx answer: asking again unchanged gets the same answer. */
export function isClientError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
