import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openSchemaPaths } from './open-schemas';

const paths = (schema: z.ZodType) => openSchemaPaths(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));

describe('schemas that accept anything', () => {
  it('finds z.any, z.unknown and a loose record anywhere in an answer', () => {
    expect(paths(z.any())).toEqual(['/']);
    expect(paths(z.object({ a: z.string(), b: z.unknown() }))).toEqual(['/properties/b']);
    expect(paths(z.object({ list: z.array(z.record(z.string(), z.any())) }))).toEqual(['/properties/list/items/additionalProperties']);
    expect(paths(z.union([z.null(), z.object({ x: z.any() })]))).toEqual(['/anyOf/1/properties/x']);
  });

  it('passes a precise answer', () => {
    expect(paths(z.object({ list: z.array(z.object({ id: z.number(), tags: z.array(z.string()) })), total: z.number(), n: z.null() }))).toEqual([]);
    expect(paths(z.record(z.string(), z.array(z.object({ key: z.string(), count: z.number() }))))).toEqual([]);
  });
});
