import { catalogue, type CallEntry, type CallName, type Catalogue } from './catalogue';
import type { Contract, InputOf, OutputOf } from './contract';
import type { Envelope } from './envelope';
import { send, sendForFile, type QueryParams, type SendOptions } from './http';

export type FormFields = QueryParams;
export type MultipartFields = FormData | Record<string, string | Blob>;
export type RequestOptions = Pick<SendOptions, 'noJump' | 'signal'>;

type NamesOf<Shape> = { [N in CallName]: Catalogue[N] extends Shape ? N : never }[CallName];
/** GET calls: the input goes in the query string. */
export type QueryCall = NamesOf<{ method: 'GET'; answer?: never }>;
/** POST calls with a JSON body (the default). */
export type JsonCall = NamesOf<{ method: 'POST'; body?: never }>;
export type FormCall = NamesOf<{ body: 'form' }>;
export type MultipartCall = NamesOf<{ body: 'multipart' }>;
export type FileCall = NamesOf<{ answer: 'blob' }>;

/**
 * Makes the contract's call and resolves to its envelope, typed by the contract: the caller cannot pick
 * the answer's type. The catalogue entry decides how `input` travels (query, JSON, form, multipart).
 */
export function request<C extends Contract>(
  contract: C,
  input: InputOf<C> | (C['call'] extends { body: 'multipart' } ? FormData : never),
  options?: RequestOptions,
): Promise<Envelope<OutputOf<C>>>;
/** Makes the catalogue's call `name` and resolves to its envelope; the name decides how `input` travels. */
export function request<T = unknown>(
  name: QueryCall,
  query?: QueryParams,
  options?: RequestOptions,
): Promise<Envelope<T>>;
export function request<T = unknown>(name: JsonCall, body?: object, options?: RequestOptions): Promise<Envelope<T>>;
export function request<T = unknown>(
  name: FormCall,
  fields: FormFields,
  options?: RequestOptions,
): Promise<Envelope<T>>;
export function request<T = unknown>(
  name: MultipartCall,
  fields: MultipartFields,
  options?: RequestOptions,
): Promise<Envelope<T>>;
export function request<T>(call: CallName | Contract, input?: object, options: RequestOptions = {}): Promise<Envelope<T>> {
  const entry: CallEntry = typeof call === 'string' ? catalogue[call] : call.call;
  return send<T>(entry.path, { ...target(entry, options), ...encode(entry, input) });
}

/** Makes a file call (the spec's "blob") and resolves to the file. */
export function requestFile(call: FileCall | Contract<{ name: string; path: string; method: 'GET'; answer: 'blob' }>, query?: QueryParams, options: RequestOptions = {}): Promise<Blob> {
  const entry: CallEntry = typeof call === 'string' ? catalogue[call] : call.call;
  return sendForFile(entry.path, { ...target(entry, options), query });
}

function target(entry: CallEntry, options: RequestOptions): SendOptions {
  return { ...options, method: entry.method, host: entry.host };
}

function encode(entry: CallEntry, input: object | undefined): Pick<SendOptions, 'query' | 'json' | 'body'> {
  if (entry.method === 'GET') return { query: input as QueryParams | undefined };
  if (entry.body === 'form') return { body: formBody(input as FormFields) };
  if (entry.body === 'multipart') {
    return { body: input instanceof FormData ? input : multipartBody(input as Record<string, string | Blob>) };
  }
  return { json: input };
}

function formBody(fields: FormFields): URLSearchParams {
  return new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

function multipartBody(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
