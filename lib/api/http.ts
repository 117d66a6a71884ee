import ky from 'ky';
import { catalogue } from './catalogue';
import { asEnvelope, type Envelope } from './envelope';
import { ApiRequestError, isSessionExpiry } from './errors';
import { hostOrigin, type HostName } from './hosts';
import { redirectToLogin } from './login-redirect';
import { createRefreshGate } from './refresh-gate';

// The transport under request(): one ky instance, the session-expiry flow (000 §6) and the error
// rules (000 §8). Browser-only: paths resolve against the page's origin unless a host is configured.

const REQUEST_TIMEOUT_MS = 35_000; // 000 §9

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface SendOptions {
  method?: 'GET' | 'POST';
  host?: HostName;
  query?: QueryParams;
  json?: unknown;
  body?: URLSearchParams | FormData;
  /** On an expired session, reject instead of going to the login page (000 §6). */
  noJump?: boolean;
  signal?: AbortSignal;
}

const http = ky.create({
  credentials: 'include', // cookies carry the session, also to the other configured hosts
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0, // React Query owns retries; a second layer here would multiply them
  throwHttpErrors: false, // turned into ApiRequestError below, with the envelope read once
});

/** 000 §7: POST unless said otherwise, but GET for a path containing "json". */
export function methodFor(path: string): 'GET' | 'POST' {
  return path.includes('json') ? 'GET' : 'POST';
}

async function sendOnce(path: string, options: SendOptions): Promise<Response> {
  const response = await http(new URL(path, hostOrigin(options.host)), {
    method: options.method ?? methodFor(path),
    searchParams: options.query,
    json: options.json,
    body: options.body,
    signal: options.signal,
  });
  if (response.ok) return response;
  throw new ApiRequestError(response.status, asEnvelope(await response.json().catch(() => null)));
}

const gate = createRefreshGate(async () => {
  const { path, method, host } = catalogue.refreshSession;
  const answer = asEnvelope(await (await sendOnce(path, { method, host })).json());
  return answer?.code === 0;
});

// Many requests may give up in the same refresh round: the browser leaves for the login page once.
let redirectedAt = -1;

function loginRequired(error: ApiRequestError, options: SendOptions): never {
  if (!options.noJump && redirectedAt !== gate.epoch()) {
    redirectedAt = gate.epoch();
    redirectToLogin();
  }
  throw error;
}

async function exchange(path: string, options: SendOptions): Promise<Response> {
  const sentAt = gate.epoch();
  try {
    return await sendOnce(path, options);
  } catch (error) {
    if (!isSessionExpiry(error)) throw error;
    if (!(await gate.after(sentAt))) return loginRequired(error, options);
    try {
      return await sendOnce(path, options);
    } catch (retryError) {
      // The one retry is spent: a 401 now means the user has to log in again.
      if (retryError instanceof ApiRequestError && retryError.status === 401) return loginRequired(retryError, options);
      throw retryError;
    }
  }
}

/** Sends `path` and resolves to the answer's envelope; HTTP errors reject with ApiRequestError. */
export async function send<T>(path: string, options: SendOptions = {}): Promise<Envelope<T>> {
  return (await (await exchange(path, options)).json()) as Envelope<T>;
}

/** Sends `path` and resolves to the file it answers. */
export async function sendForFile(path: string, options: SendOptions = {}): Promise<Blob> {
  return (await exchange(path, options)).blob();
}
