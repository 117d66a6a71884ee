import type { CallEntry } from './catalogue';
import type { Contract, InputOf, OutputOf } from './contract';
import type { Envelope } from './envelope';
import { send, sendForFile, type QueryParams, type SendOptions } from './http';

export type FormFields = QueryParams;
export type MultipartFields = FormData | Record<string, string | Blob>;
export type RequestOptions = Pick<SendOptions, 'noJump' | 'signal'>;

/**
 * Makes the contract's call and resolves to its envelope, typed by the contract: the caller cannot pick
 * the answer's type (docs/decisions/0010). The catalogue entry decides how `input` travels (query, JSON,
 * form, multipart).
 */
export function request<C extends Contract>(
  contract: C,
  input: InputOf<C> | (C['call'] extends { body: 'multipart' } ? FormData : never),
  options: RequestOptions = {},
): Promise<Envelope<OutputOf<C>>> {
  const entry: CallEntry = contract.call;
  return send<OutputOf<C>>(entry.path, { ...target(entry, options), ...encode(entry, input as object) });
}

/** Makes a file call (the spec's "blob") and resolves to the file. */
export function requestFile<C extends Contract<CallEntry & { method: 'GET'; answer: 'blob' }>>(
  contract: C,
  query: InputOf<C>,
  options: RequestOptions = {},
): Promise<Blob> {
  const entry: CallEntry = contract.call;
  return sendForFile(entry.path, { ...target(entry, options), query: query as QueryParams });
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
