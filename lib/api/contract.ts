import type { z } from 'zod';
import type { CallEntry } from './catalogue';

// One contract per call (docs/decisions/0010): the catalogue's entry (name, path, method, how the
// input travels) with the input and the answer's `data` as zod schemas. The route handler parses with
// `input` and is typed by `output` (lib/server/http/route.ts), the client's request() is typed by both
// (./request.ts), and /api/openapi.json is generated from them (lib/server/openapi). Client-safe: no
// server module, and a page's bundle carries only the contracts its calls use.

export interface Contract<E extends CallEntry = CallEntry, I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly call: E;
  /** One line for the API document: what the call does, with the spec section it comes from. */
  readonly summary: string;
  /** What the server parses: the query (GET), the JSON body, or the form's fields. */
  readonly input: I;
  /** The answer's `data` on success (code 0), as it travels: JSON, dates as strings. */
  readonly output: O;
}

/** Binds a catalogue entry to its input and output schemas. */
export function contract<const E extends CallEntry, I extends z.ZodType, O extends z.ZodType>(
  call: E,
  parts: { summary: string; input: I; output: O },
): Contract<E, I, O> {
  return { call, ...parts };
}

/** What a caller sends: the input schema's input side (a query's numbers may be given as numbers). */
export type InputOf<C extends Contract> = z.input<C['input']>;
/** What the handler's service gets: the parsed input. */
export type ParsedInputOf<C extends Contract> = z.output<C['input']>;
/** The answer's `data` on success. */
export type OutputOf<C extends Contract> = z.output<C['output']>;
